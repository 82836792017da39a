import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

function scrollToHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return Boolean(target);
}

/** New pages start at the top, or at their #hash target; back/forward keeps the browser's position. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP' && !hash) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    if (scrollToHash(hash)) return;
    // The target may render a moment later (data still loading).
    const timer = setTimeout(() => scrollToHash(hash), 300);
    return () => clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);

  return null;
}
