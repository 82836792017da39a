// New recovery codes (issue 35): copied, downloaded as a .txt and printed, rendered in Node.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from '../recovery-codes-text';
import { PrintedCodes, RecoveryCodes } from './recovery-codes';

const codes = ['ab12c-de34f', 'gh56i-jk78l', 'mn90o-pq12r'];
const context = {
  shop: 'https://resham.example',
  email: 'owner@resham.example',
  madeAt: new Date('2026-01-31T20:00:00Z'), // 1 February in India
};

describe('recovery codes', () => {
  it('shows the codes with Copy, Download (.txt) and Print', () => {
    const html = renderToString(<RecoveryCodes codes={codes} email="owner@resham.example" />);
    for (const c of codes) expect(html).toContain(c);
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ''),
    );
    expect(buttons).toEqual(['Copy codes', 'Download (.txt)', 'Print']);
  });

  it('writes a text file that says whose codes they are, then one code a line', () => {
    const lines = recoveryCodesText(codes, context).split('\r\n');
    expect(lines[0]).toBe('Resham: two-step sign-in recovery codes for owner@resham.example');
    expect(lines[1]).toBe('https://resham.example, made 1 February 2026');
    expect(lines[2]).toMatch(/works once/);
    expect(lines.slice(4, 7)).toEqual(codes);
    expect(recoveryCodesFileName(context.madeAt)).toBe('resham-recovery-codes-2026-02-01.txt');
  });

  it('prints the same heading and every code, on paper only', () => {
    const html = renderToString(<PrintedCodes codes={codes} context={context} />);
    expect(html).toContain('recovery codes for owner@resham.example');
    expect(html).toMatch(/class="print-label hidden print:block/);
    for (const c of codes) expect(html).toContain(c);
  });
});
