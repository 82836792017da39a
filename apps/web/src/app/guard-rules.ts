import type { SessionUser } from '@resham/shared';
import { homePathFor } from '../features/auth/role-home';

/** The first-run set-up page (the link the shop prints while it has no admin). */
export const ADMIN_SETUP_PATH = '/admin/setup';

/** True when `path` is `base` or below it (segment-wise: '/admin' is not under '/adm'). */
function under(path: string, base: string) {
  return path === base || path.startsWith(`${base}/`);
}

function normalise(pathname: string) {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * Route guard of spec §4: where the user must go instead of `pathname`, or null to stay.
 * `user` is null for a guest.
 */
export function guardRedirect(pathname: string, user: SessionUser | null): string | null {
  const path = normalise(pathname);
  if (path === '/') return homePathFor(user?.role);
  // The first-run set-up link (issue 35) is opened before any admin exists: its page is everyone's.
  if (path === ADMIN_SETUP_PATH) return null;

  const isAdminPath = under(path, '/admin');
  const isShopPath = under(path, '/shop');
  const isAuthPath = under(path, '/auth/login') || under(path, '/auth/register');

  if (!user) {
    // A guest checks out without an account (issue 34); her orders are opened by their links.
    const needsSignIn = isAdminPath || under(path, '/shop/account');
    return needsSignIn ? '/auth/login' : null;
  }
  if (isAuthPath) return homePathFor(user.role);
  if (isAdminPath && user.role !== 'admin') return '/unauth-page';
  // ADMIN_2FA_REQUIRED: an admin without two-step sign-in sets it up before any other admin page.
  if (isAdminPath && user.mustEnrolTwoFactor && path !== '/admin/two-factor') return '/admin/two-factor';
  if (isShopPath && user.role === 'admin') return '/admin/dashboard';
  return null;
}
