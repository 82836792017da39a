import { gstStateCode, gstStateName } from './gst-states';

/**
 * India Post's postal circles by a pincode's first two digits, as the GST codes of the states and union
 * territories each serves. A circle may serve several (40: Maharashtra and Goa; 60: Tamil Nadu and
 * Puducherry), and a state may span several circles' ranges (Puducherry's Karaikal, Mahe and Yanam).
 * 90–99 (the Army Postal Service) and unallotted prefixes belong to no state.
 */
const CIRCLES: Readonly<Record<string, readonly string[]>> = {
  '11': ['07'],
  '12': ['06'],
  '13': ['06'],
  '14': ['03'],
  '15': ['03'],
  '16': ['03', '04', '06'],
  '17': ['02'],
  '18': ['01'],
  '19': ['01', '38'],
  '20': ['09'],
  '21': ['09'],
  '22': ['09'],
  '23': ['09'],
  '24': ['09', '05'],
  '25': ['09'],
  '26': ['09', '05'],
  '27': ['09'],
  '28': ['09'],
  '30': ['08'],
  '31': ['08'],
  '32': ['08'],
  '33': ['08'],
  '34': ['08'],
  '36': ['24', '26'],
  '37': ['24'],
  '38': ['24'],
  '39': ['24', '26'],
  '40': ['27', '30'],
  '41': ['27'],
  '42': ['27'],
  '43': ['27'],
  '44': ['27'],
  '45': ['23'],
  '46': ['23'],
  '47': ['23'],
  '48': ['23'],
  '49': ['22'],
  '50': ['36', '37'],
  '51': ['37'],
  '52': ['37'],
  '53': ['37', '34'],
  '56': ['29'],
  '57': ['29'],
  '58': ['29'],
  '59': ['29'],
  '60': ['33', '34'],
  '61': ['33'],
  '62': ['33'],
  '63': ['33'],
  '64': ['33'],
  '67': ['32', '34'],
  '68': ['32', '31'],
  '69': ['32'],
  '70': ['19'],
  '71': ['19'],
  '72': ['19'],
  '73': ['19', '11'],
  '74': ['19', '35'],
  '75': ['21'],
  '76': ['21'],
  '77': ['21'],
  '78': ['18'],
  '79': ['12', '13', '14', '15', '16', '17', '18'],
  '80': ['10'],
  '81': ['10', '20'],
  '82': ['10', '20'],
  '83': ['20'],
  '84': ['10'],
  '85': ['10'],
};

/** The states (official names) a pincode's postal circle serves: '641001' → ['Tamil Nadu']. */
export function pincodeStates(pincode: string): string[] {
  return (CIRCLES[pincode.slice(0, 2)] ?? []).map((code) => gstStateName(code) ?? code);
}

/**
 * Why an Indian pincode cannot be in `state`, or null when it can (or when the state is not one of
 * India's, or the pincode is not 6 digits: other rules speak of those).
 */
export function pincodeStateMismatch(state: string, pincode: string): string | null {
  const code = gstStateCode(state);
  if (!code || !/^\d{6}$/.test(pincode)) return null;
  const circle = CIRCLES[pincode.slice(0, 2)] ?? [];
  if (circle.includes(code)) return null;
  const name = gstStateName(code) ?? state;
  const states = pincodeStates(pincode);
  return states.length > 0
    ? `Pincode ${pincode} is in ${states.join(' or ')}, not ${name}. Please check the pincode or the state.`
    : `Pincode ${pincode} is not a pincode of ${name}. Please check the pincode or the state.`;
}
