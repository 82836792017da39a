import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrating } from '../../../lib/hydration';
import {
  FILTERS_STORAGE_KEY,
  filtersFromSearch,
  isEmpty,
  parseSavedFilters,
  searchFromFilters,
  toggleFilter,
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
 * The listing's filters (spec §4). The URL query is their home: a change replaces it (so the header's
 * category links and a reload work) and is saved to session storage. On entry without filters in the
 * URL, the saved session filters apply and are written to the URL.
 */
export function useListingFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => filtersFromSearch(search), [search]);
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
      void navigate({ search: searchFromFilters(next) }, { replace: true });
    },
    [navigate],
  );
  const toggle = useCallback(
    (section: FilterSection, value: string) => setFilters(toggleFilter(filters, section, value)),
    [filters, setFilters],
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
    if (restored) void navigate({ search: searchFromFilters(restored) }, { replace: true });
  }, [restored, navigate]);
  useEffect(() => save(filters), [filters]);

  return { filters, setFilters, toggle };
}
