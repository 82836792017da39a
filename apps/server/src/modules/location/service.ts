import { City, Country, State } from 'country-state-city';

export interface Place {
  name: string;
  isoCode: string;
}

const lower = (s: string) => s.trim().toLowerCase();

let countries: Place[] | undefined;
export function listCountries(): Place[] {
  countries ??= Country.getAllCountries().map((c) => ({ name: c.name, isoCode: c.isoCode }));
  return countries;
}

/** A country by iso code or name, case-insensitively. */
export function findCountry(value: string): Place | undefined {
  const v = lower(value);
  return listCountries().find((c) => c.isoCode.toLowerCase() === v || c.name.toLowerCase() === v);
}

const statesCache = new Map<string, Place[]>();
export function listStates(countryIso: string): Place[] {
  let states = statesCache.get(countryIso);
  if (!states) {
    states = State.getStatesOfCountry(countryIso).map((s) => ({ name: s.name, isoCode: s.isoCode }));
    statesCache.set(countryIso, states);
  }
  return states;
}

export function findState(countryIso: string, value: string): Place | undefined {
  const v = lower(value);
  return listStates(countryIso).find((s) => s.isoCode.toLowerCase() === v || s.name.toLowerCase() === v);
}

const citiesCache = new Map<string, { id: string; name: string }[]>();
export function listCities(countryIso: string, stateIso: string): { id: string; name: string }[] {
  const key = `${countryIso}/${stateIso}`;
  let cities = citiesCache.get(key);
  if (!cities) {
    cities = City.getCitiesOfState(countryIso, stateIso).map((c, i) => ({ id: `${key}/${i}`, name: c.name }));
    citiesCache.set(key, cities);
  }
  return cities;
}

export function findCity(countryIso: string, stateIso: string, value: string) {
  const v = lower(value);
  return listCities(countryIso, stateIso).find((c) => c.name.toLowerCase() === v);
}
