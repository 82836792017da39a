import { describe, expect, it } from 'vitest';
import { splitTax } from '@resham/shared';
import { returnedLines, type NotedReturnItem } from './return-credit-note';

const item = (
  returnId: string,
  n: number,
  lineNo: number,
  quantity: number,
  tax: number,
): NotedReturnItem => ({
  returnId,
  noteNumber: `CN/26-27/${String(n).padStart(5, '0')}`,
  receivedMs: n * 60_000,
  lineNo,
  quantity,
  taxablePaise: tax * 20,
  taxPaise: tax,
});

describe('return credit notes', () => {
  it('are taken in the order their goods were received, whatever their numbers look like', () => {
    // A note issued before the series ('CN/INV/…/R1', received first) and one of the series after it:
    // by their text the second would sort first.
    const early = { ...item('a', 1, 1, 1, 35), noteNumber: 'CN/INV/2026-27/00042/R1' };
    const late = item('b', 2, 1, 1, 69);
    const whole = splitTax(104, 'cgst-sgst');
    const a = returnedLines('cgst-sgst', [late, early], 'a')[0]!;
    const b = returnedLines('cgst-sgst', [late, early], 'b')[0]!;
    // Taken first, the early note is split on its own: CGST 17 (taken second it would be 52 − 34 = 18).
    expect(a.cgstPaise).toBe(17);
    expect(a.cgstPaise + b.cgstPaise).toBe(whole.cgstPaise);
    expect(a.sgstPaise + b.sgstPaise).toBe(whole.sgstPaise);
  });

  it('split each note’s tax so that the notes of a whole line add up to the invoice’s CGST and SGST', () => {
    // A line whose tax is 103 paise: the invoice printed CGST 51, SGST 52. Its units come back in three
    // notes carrying 35, 35 and 33 paise, listed out of their numbers' order.
    const all = [item('b', 2, 1, 1, 35), item('a', 1, 1, 1, 35), item('c', 3, 1, 1, 33)];
    const lines = ['a', 'b', 'c'].flatMap((id) => returnedLines('cgst-sgst', all, id));
    expect(lines.map((l) => l.cgstPaise + l.sgstPaise)).toEqual([35, 35, 33]);
    expect(lines.every((l) => Math.abs(l.cgstPaise - l.sgstPaise) <= 1 && l.igstPaise === 0)).toBe(true);
    const whole = splitTax(103, 'cgst-sgst');
    expect(lines.reduce((s, l) => s + l.cgstPaise, 0)).toBe(whole.cgstPaise);
    expect(lines.reduce((s, l) => s + l.sgstPaise, 0)).toBe(whole.sgstPaise);
    // Split on their own, each note's halves would have added to CGST 50 and SGST 53.
    expect([35, 35, 33].reduce((s, t) => s + splitTax(t, 'cgst-sgst').cgstPaise, 0)).toBe(50);
  });

  it('keep IGST whole, and only the asked return’s lines', () => {
    const all = [item('a', 1, 1, 2, 70), item('a', 1, 2, 1, 9), item('b', 2, 2, 1, 10)];
    expect(returnedLines('igst', all, 'a')).toEqual([
      { lineNo: 1, quantity: 2, taxablePaise: 1400, cgstPaise: 0, sgstPaise: 0, igstPaise: 70 },
      { lineNo: 2, quantity: 1, taxablePaise: 180, cgstPaise: 0, sgstPaise: 0, igstPaise: 9 },
    ]);
  });
});
