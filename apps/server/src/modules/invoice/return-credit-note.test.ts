import { describe, expect, it } from 'vitest';
import { returnCreditNoteNumber, splitTax } from '@resham/shared';
import { returnedLines, returnNoteSequence, type NotedReturnItem } from './return-credit-note';

const item = (
  returnId: string,
  n: number,
  lineNo: number,
  quantity: number,
  tax: number,
): NotedReturnItem => ({
  returnId,
  noteNumber: returnCreditNoteNumber('INV/2026-27/00042', n),
  lineNo,
  quantity,
  taxablePaise: tax * 20,
  taxPaise: tax,
});

describe('return credit notes', () => {
  it('are numbered CN/<invoice>/R<n>, after the whole-order note’s number', () => {
    expect(returnCreditNoteNumber('INV/2026-27/00042', 1)).toBe('CN/INV/2026-27/00042/R1');
    expect(returnNoteSequence('CN/INV/2026-27/00042/R12')).toBe(12);
    expect(() => returnCreditNoteNumber('INV/2026-27/00042', 0)).toThrow(RangeError);
    expect(() => returnNoteSequence('CN/INV/2026-27/00042')).toThrow(RangeError);
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
