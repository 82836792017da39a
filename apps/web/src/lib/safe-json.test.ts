import { describe, expect, it } from 'vitest';
import { safeJson } from './safe-json';

describe('safeJson (the rendered page data block)', () => {
  it('leaves nothing that can end the script element, open a comment or break a line in JavaScript', () => {
    const value = {
      title: '</script><script>alert(1)</script> <!-- & -->',
      lines: 'a\u2028b\u2029c',
      plain: 'Kanchipuram silk, ₹12,000',
    };
    const text = safeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});
