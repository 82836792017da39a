import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@resham/shared';
import { checkName } from './name-rules';

describe('checkName (spec §5: trimmed, not blank)', () => {
  it('trims a good name', () => {
    expect(checkName('category', '  Banarasi Sarees ')).toEqual({ name: 'Banarasi Sarees' });
    expect(checkName('subcategory', '\tKatan\n')).toEqual({ name: 'Katan' });
  });
  it('refuses blank names with the message for their kind', () => {
    expect(checkName('category', '   ')).toEqual({ error: CATALOG_MESSAGES.categoryNameRequired });
    expect(checkName('subcategory', '')).toEqual({ error: CATALOG_MESSAGES.subcategoryNameRequired });
  });
  it('refuses names over 80 characters', () => {
    expect(checkName('category', 'x'.repeat(81))).toEqual({ error: CATALOG_MESSAGES.nameTooLong });
  });
});
