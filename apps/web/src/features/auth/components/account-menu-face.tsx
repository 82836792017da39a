import type { SessionUser } from '@resham/shared';

export const accountMenuTriggerClass =
  'grid size-10 place-items-center rounded-full bg-gold-400 font-serif text-lg font-semibold text-maroon-950 hover:bg-gold-300';

/** The avatar initial and accessible name, shared by the account menu and its stand-in. */
export function AccountMenuFace({ user }: { user: SessionUser }) {
  const initial = (user.userName || user.email).trim().charAt(0).toUpperCase();
  return (
    <>
      <span aria-hidden="true">{initial}</span>
      <span className="sr-only">Account menu for {user.userName}</span>
    </>
  );
}
