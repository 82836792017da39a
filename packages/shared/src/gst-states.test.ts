import { State } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, gstStateCode, gstStateName } from './gst-states';

describe('gstStateCode', () => {
  it('knows Tamil Nadu however it is written', () => {
    for (const name of ['Tamil Nadu', 'tamilnadu', ' TAMIL  NADU ', 'Tamil-Nadu'])
      expect(gstStateCode(name)).toBe('33');
  });

  it('covers every state and union territory of the address book', () => {
    const names = State.getStatesOfCountry('IN').map((s) => s.name);
    expect(names.length).toBeGreaterThanOrEqual(36);
    for (const name of names) expect(gstStateCode(name), name).toMatch(/^\d{2}$/);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(Object.keys(GST_STATE_CODES).length);
  });

  it.each([
    ['Karnataka', '29'],
    ['Kerala', '32'],
    ['Delhi', '07'],
    ['NCT of Delhi', '07'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Jammu & Kashmir', '01'],
    ['Andhra Pradesh', '37'],
    ['Telangana', '36'],
    ['Ladakh', '38'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Andaman & Nicobar Islands', '35'],
  ])('%s → %s', (name, code) => {
    expect(gstStateCode(name)).toBe(code);
  });

  it('answers null for unknown names and names codes', () => {
    expect(gstStateCode('California')).toBeNull();
    expect(gstStateCode('')).toBeNull();
    expect(gstStateCode(undefined)).toBeNull();
    expect(gstStateName('33')).toBe('Tamil Nadu');
    expect(gstStateName('99')).toBeNull();
  });
});
