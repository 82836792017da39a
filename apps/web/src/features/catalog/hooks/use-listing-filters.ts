import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrating } from '../../../lib/hydration';
import { LIMITS, type SortOption } from '@resham/shared';
import {
  FILTERS_STORAGE_KEY,
  filtersFromSearch,
  isEmpty,
  parseSavedFilters,
  searchFromFilters,
  sortFromSearch,
  sortInAddress,
  toggleFilter,
  withPrice,
  type FilterSection,
  type Filters,
} from '../filters';

function readSaved(): string | null {
  try {
    return sessionStorage.getItem(FILTERS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function save(filters: Filters) {
  try {
    sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // storage full or blocked: the URL still carries the filters
  }
}

/**
 * The listing's filters (spec §4) and sort (issue 36). The URL query is their home: a change replaces
 * it (so the header's category links, a shared link and a reload work); the filters are saved to
 * session storage. On entry without filters in the URL, the saved session filters apply and are written
 * to the URL.
 */
export function useListingFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => filtersFromSearch(search), [search]);
  const sort = sortFromSearch(search, LIMITS.defaultSort);
  // A URL with filters, or with a page of the unfiltered list (?page=3), speaks for itself.
  const mayRestore = isEmpty(fromUrl) && !new URLSearchParams(search).has('page');
  const hydrating = useHydrating();
  const [restored, setRestored] = useState<Filters | null>(() => {
    // Storage is the browser's: a page the server rendered restores the saved filters after hydrating.
    if (hydrating || !mayRestore) return null;
    const saved = parseSavedFilters(readSaved());
    return isEmpty(saved) ? null : saved;
  });
  // Once the URL carries filters, it speaks for itself.
  if (restored && !isEmpty(fromUrl)) setRestored(null);
  const filters = restored ?? fromUrl;

  const setFilters = useCallback(
    (next: Filters) => {
      setRestored(null);
      void navigate({ search: searchFromFilters(next, sortInAddress(sort)) }, { replace: true });
    },
    [navigate, sort],
  );
  const toggle = useCallback(
    (section: FilterSection, value: string) => setFilters(toggleFilter(filters, section, value)),
    [filters, setFilters],
  );
  const setPrice = useCallback(
    (priceMin: string, priceMax: string) => setFilters(withPrice(filters, priceMin, priceMax)),
    [filters, setFilters],
  );
  const setSort = useCallback(
    (next: SortOption) =>
      void navigate({ search: searchFromFilters(filters, sortInAddress(next)) }, { replace: true }),
    [filters, navigate],
  );

  // On a page the server rendered, the saved filters are read once it is hydrated: shown first, then
  // written to the URL (below), as on entry without the server.
  useEffect(() => {
    if (!hydrating || !mayRestore) return;
    const saved = parseSavedFilters(readSaved());
    if (!isEmpty(saved)) setRestored(saved);
    // Only on entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Restored filters go into the URL (once: the URL then speaks for itself, and `restored` is cleared).
  useEffect(() => {
    if (restored)
      void navigate({ search: searchFromFilters(restored, sortInAddress(sort)) }, { replace: true });
  }, [restored, navigate, sort]);
  useEffect(() => save(filters), [filters]);

  return { filters, sort, setFilters, setSort, setPrice, toggle };
}
