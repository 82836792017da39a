import { Link, NavLink } from 'react-router';
import { ChartNoAxesCombined } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ADMIN_NAV } from './admin-nav-items';

export interface AdminNavProps {
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** 'Admin Panel' title (→ dashboard) and the section links, active one highlighted. */
export function AdminNav({ onNavigate }: AdminNavProps) {
  return (
    <div className="grid gap-6">
      <Link
        to="/admin/dashboard"
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-md font-serif text-2xl font-semibold text-maroon-900"
      >
        <ChartNoAxesCombined aria-hidden="true" className="size-7 text-gold-600" />
        Admin Panel
      </Link>
      <nav aria-label="Admin">
        <ul className="grid gap-1">
          {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-base font-medium transition-colors',
                    isActive
                      ? 'bg-maroon-800 text-ivory'
                      : 'text-ink hover:bg-maroon-50 hover:text-maroon-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
