import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash once this page has rendered (the shell's scroll
 * manager may have run while the page's chunk was still loading). Only for the ids given.
 */
export function useScrollToHash(ids: readonly string[]) {
  const { hash, key } = useLocation();
  const wanted = decodeURIComponent(hash.slice(1));
  const known = ids.includes(wanted);
  useEffect(() => {
    if (!known) return;
    const frame = requestAnimationFrame(() => document.getElementById(wanted)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [known, wanted, key]);
}
