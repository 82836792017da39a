import type { Role } from '@resham/shared';

/** Where each role lands after sign-in or on '/'. */
export function homePathFor(role: Role | string | undefined): string {
  return role === 'admin' ? '/admin/dashboard' : '/shop/home';
}
