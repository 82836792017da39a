import { State } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { pincodeStateMismatch, pincodeStates } from './pincode-states';

describe('pincodeStateMismatch', () => {
  it('takes a pincode of the chosen state', () => {
    for (const [state, pin] of [
      ['Tamil Nadu', '641001'],
      ['Tamil Nadu', '600017'],
      ['Kerala', '682031'],
      ['Karnataka', '560001'],
      ['West Bengal', '700016'],
      ['Goa', '403001'],
      ['Maharashtra', '400001'],
      ['Puducherry', '605001'],
      ['Puducherry', '673310'],
      ['Delhi', '110001'],
      ['Ladakh', '194101'],
      ['Sikkim', '737101'],
      ['Telangana', '500001'],
      ['Jharkhand', '834001'],
      ['Meghalaya', '793001'],
    ])
      expect(pincodeStateMismatch(state!, pin!), `${state} ${pin}`).toBeNull();
  });

  it('refuses a pincode of another state, naming the state it is in', () => {
    expect(pincodeStateMismatch('Kerala', '641001')).toBe(
      'Pincode 641001 is in Tamil Nadu, not Kerala. Please check the pincode or the state.',
    );
    expect(pincodeStateMismatch('kerala', '600017')).toMatch(/is in Tamil Nadu or Puducherry, not Kerala/);
    expect(pincodeStateMismatch('Tamil Nadu', '560001')).toMatch(/is in Karnataka, not Tamil Nadu/);
  });

  it('names the states of a postal circle', () => {
    expect(pincodeStates('641001')).toEqual(['Tamil Nadu']);
    expect(pincodeStates('403001')).toEqual(['Maharashtra', 'Goa']);
    expect(pincodeStates('990001')).toEqual([]);
  });

  it('refuses a prefix no postal circle has', () => {
    for (const pin of ['001234', '350001', '990001', '869999'])
      expect(pincodeStateMismatch('Tamil Nadu', pin)).toBe(
        `Pincode ${pin} is not a pincode of Tamil Nadu. Please check the pincode or the state.`,
      );
  });

  it('leaves other countries’ states and malformed pincodes to the other rules', () => {
    expect(pincodeStateMismatch('California', '951120')).toBeNull();
    expect(pincodeStateMismatch('Kerala', '6410')).toBeNull();
  });

  it('gives every state and union territory of the address book at least one prefix', () => {
    const names = State.getStatesOfCountry('IN').map((s) => s.name);
    expect(names.length).toBeGreaterThanOrEqual(36);
    const prefixes = Array.from({ length: 90 }, (_, i) => `${i + 10}0001`);
    for (const name of names)
      expect(
        prefixes.some((pin) => pincodeStateMismatch(name, pin) === null),
        name,
      ).toBe(true);
  });
});
