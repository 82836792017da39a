import { pincodeStateMismatch, pincodeStates, type PincodePlace } from '@resham/shared';

/**
 * India Post's pincode directory, built by scripts/build-pincode-directory.mjs: states and districts by
 * index, and per pincode [state, district, 'Office|Office|…']. About 2 MB: loaded on first use.
 */
interface Directory {
  states: string[];
  districts: string[];
  pincodes: Record<string, [number, number, string]>;
}
let directory: Promise<Directory> | undefined;
const load = () =>
  (directory ??= import('./pincode-directory.json', { with: { type: 'json' } }).then(
    (m) => m.default as unknown as Directory,
  ));

/** At most this many suggestions for the city box. */
const MAX_CITIES = 12;

/**
 * What an Indian pincode tells the address form: its state, district and the places it serves, or null
 * for a pincode of no state. The state always passes the checkout's own rule (the postal circle,
 * packages/shared pincode-states, which the delivery promise uses too): where the directory names a
 * state the circle does not serve, or does not know the pincode, the circle's state is given when it
 * serves one alone, with no district.
 */
export async function lookupPincode(pincode: string): Promise<PincodePlace | null> {
  const d = await load();
  const entry = d.pincodes[pincode];
  const state = entry ? d.states[entry[0]]! : '';
  if (entry && pincodeStateMismatch(state, pincode) === null) {
    const district = d.districts[entry[1]]!;
    const places = entry[2] ? entry[2].split('|') : [];
    const cities = [...new Set([district, ...places])].filter(Boolean).slice(0, MAX_CITIES);
    return { pincode, state, district, cities };
  }
  const states = pincodeStates(pincode);
  return states.length === 1 ? { pincode, state: states[0]!, district: '', cities: [] } : null;
}
