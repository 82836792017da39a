import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  Address,
  AddressListResponse,
  AddressSavedResponse,
  AddressValues,
  CityListResponse,
  CountryListResponse,
  MessageResponse,
  PincodePlaceResponse,
  StateListResponse,
} from '@resham/shared';
import { PINCODE_PATTERN } from '@resham/shared';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

const seg = encodeURIComponent;

export const addressesKey = (userId: string) => ['addresses', userId] as const;

export async function fetchAddresses(userId: string, signal?: AbortSignal) {
  return (await api.get<AddressListResponse>(`/api/shop/address/get/${seg(userId)}`, { signal })).data;
}

export const addAddress = (userId: string, values: AddressValues) =>
  api.post<AddressSavedResponse>('/api/shop/address/add', { ...values, userId });

export const updateAddress = (userId: string, addressId: string, values: AddressValues) =>
  api.put<AddressSavedResponse>(`/api/shop/address/update/${seg(userId)}/${seg(addressId)}`, {
    ...values,
    userId,
  });

export const deleteAddress = (userId: string, addressId: string) =>
  api.delete<MessageResponse>(`/api/shop/address/delete/${seg(userId)}/${seg(addressId)}`);

const NO_ADDRESSES: Address[] = [];

/** The signed-in shopper's address book; a failed load reads as an empty list (spec §8). */
export function useAddresses() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const query = useQuery({
    queryKey: addressesKey(userId),
    queryFn: ({ signal }) => fetchAddresses(userId, signal),
    enabled: userId !== '',
  });
  return { userId, addresses: query.data ?? NO_ADDRESSES, isLoading: userId !== '' && query.isPending };
}

// Countries, states and cities: names and iso codes, cached for the session. A failure is logged only (§8).

/** A location answer: its `data` is the list. */
type LocationListResponse = CountryListResponse | StateListResponse | CityListResponse;

function useLocationList<T extends LocationListResponse>(key: readonly unknown[], path: string | null) {
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.get<T>(path!, { signal })).data as T['data'],
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn(`Could not load ${path}:`, error.message);
  }, [error, path]);
  return { options: query.data ?? ([] as T['data']), isLoading: path !== null && query.isPending };
}

export const useCountries = () =>
  useLocationList<CountryListResponse>(['public', 'countries'], '/api/common/countries');

export const useStates = (countryIso: string | undefined) =>
  useLocationList<StateListResponse>(
    ['public', 'states', countryIso],
    countryIso ? `/api/common/countries/states/${seg(countryIso)}` : null,
  );

export const useCities = (countryIso: string | undefined, stateIso: string | undefined) =>
  useLocationList<CityListResponse>(
    ['public', 'cities', countryIso, stateIso],
    countryIso && stateIso ? `/api/common/countries/cities/${seg(countryIso)}/${seg(stateIso)}` : null,
  );

/** The place in `list` whose name is `name` (case-insensitively). */
export function findByName<T extends { name: string }>(list: T[], name: string): T | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? list.find((place) => place.name.toLowerCase() === wanted) : undefined;
}

/**
 * What an Indian pincode tells the form (GET /api/common/pincode/{pincode}): its state, district and
 * places, from the directory the shop ships; undefined while none is known (not India, not 6 digits,
 * or a pincode the directory does not have: then the shopper fills the state herself).
 */
export function usePincodePlace(india: boolean, pincode: string) {
  const digits = pincode.replace(/\D/g, '');
  const asked = india && PINCODE_PATTERN.test(digits);
  const query = useQuery({
    queryKey: ['public', 'pincode', digits],
    queryFn: async ({ signal }) =>
      (await api.get<PincodePlaceResponse>(`/api/common/pincode/${seg(digits)}`, { signal })).data,
    enabled: asked,
    staleTime: Infinity,
    retry: false,
  });
  return asked ? query.data : undefined;
}
