import { useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link to one of the app's pages, drawn as a plain anchor and followed through the router by the
 * layout's one click listener (useFollowShopLinks). The router's own Link costs a dozen hooks per link
 * (path resolution, navigation, prefetch): a header and a page of cards made it a tenth of a server
 * render. For a link that needs more than a path (state, relative paths, an active class), use Link.
 */
export function ShopLink({ to, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} data-link="" {...anchor} />;
}

/** A left click without a modifier: one the app follows itself (with a modifier, a new tab or window is the browser's). */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Follows a plain left click on a ShopLink through the router (other clicks, a new tab, are the browser's). */
export function useFollowShopLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[data-link]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    // On the document, after React's handlers (on the root): a link's own onClick runs first and may
    // prevent this (a menu that handles its link itself).
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
