import type { CityOption, Place } from '@resham/shared';

// The location data is large (~60 MB in memory): loaded on first use, not at start-up.
let data: Promise<typeof import('country-state-city')> | undefined;
const load = () => (data ??= import('country-state-city'));

const lower = (s: string) => s.trim().toLowerCase();

let countries: Place[] | undefined;
export async function listCountries(): Promise<Place[]> {
  const { Country } = await load();
  countries ??= Country.getAllCountries().map((c) => ({ name: c.name, isoCode: c.isoCode }));
  return countries;
}

/** A country by iso code or name, case-insensitively. */
export async function findCountry(value: string): Promise<Place | undefined> {
  const v = lower(value);
  return (await listCountries()).find((c) => c.isoCode.toLowerCase() === v || c.name.toLowerCase() === v);
}

const statesCache = new Map<string, Place[]>();
export async function listStates(countryIso: string): Promise<Place[]> {
  let states = statesCache.get(countryIso);
  if (!states) {
    const { State } = await load();
    states = State.getStatesOfCountry(countryIso).map((s) => ({ name: s.name, isoCode: s.isoCode }));
    statesCache.set(countryIso, states);
  }
  return states;
}

export async function findState(countryIso: string, value: string): Promise<Place | undefined> {
  const v = lower(value);
  return (await listStates(countryIso)).find(
    (s) => s.isoCode.toLowerCase() === v || s.name.toLowerCase() === v,
  );
}

const citiesCache = new Map<string, CityOption[]>();
export async function listCities(countryIso: string, stateIso: string): Promise<CityOption[]> {
  const key = `${countryIso}/${stateIso}`;
  let cities = citiesCache.get(key);
  if (!cities) {
    const { City } = await load();
    cities = City.getCitiesOfState(countryIso, stateIso).map((c, i) => ({ id: `${key}/${i}`, name: c.name }));
    citiesCache.set(key, cities);
  }
  return cities;
}

export async function findCity(countryIso: string, stateIso: string, value: string) {
  const v = lower(value);
  return (await listCities(countryIso, stateIso)).find((c) => c.name.toLowerCase() === v);
}
