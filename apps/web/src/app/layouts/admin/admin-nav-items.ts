import {
  BadgeCheck,
  LayoutDashboard,
  ShoppingBasket,
  Tags,
  TicketPercent,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/products', label: 'Products', icon: ShoppingBasket },
  { to: '/admin/orders', label: 'Orders', icon: BadgeCheck },
  { to: '/admin/discount-codes', label: 'Discounts', icon: TicketPercent },
  { to: '/admin/features', label: 'Category', icon: Tags },
];
