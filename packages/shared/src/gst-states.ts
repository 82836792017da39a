/** GST state codes (the first two digits of a GSTIN) of every Indian state and union territory. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Older or alternative spellings still seen in addresses. */
const ALIASES: Readonly<Record<string, string>> = {
  'Jammu & Kashmir': '01',
  Uttaranchal: '05',
  'NCT of Delhi': '07',
  'New Delhi': '07',
  Orissa: '21',
  'Daman and Diu': '26',
  'Dadra and Nagar Haveli': '26',
  Pondicherry: '34',
  'Andaman and Nicobar': '35',
};

/** The code GST uses for a place of supply outside India. */
export const FOREIGN_STATE_CODE = '96';

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const byName = new Map<string, string>(
  [...Object.entries(GST_STATE_CODES), ...Object.entries(ALIASES)].map(([name, code]) => [
    normalise(name),
    code,
  ]),
);
const nameByCode = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/** 'Tamil Nadu', 'tamilnadu', ' TAMIL  NADU ' → '33'; unknown → null. */
export function gstStateCode(state: string | null | undefined): string | null {
  return byName.get(normalise(state ?? '')) ?? null;
}

/** The official name of a state code: '33' → 'Tamil Nadu'. */
export function gstStateName(code: string): string | null {
  return nameByCode.get(code) ?? null;
}
