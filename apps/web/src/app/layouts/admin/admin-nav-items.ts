import {
  BadgeCheck,
  FileSpreadsheet,
  LayoutDashboard,
  ShoppingBasket,
  Tags,
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
  { to: '/admin/features', label: 'Category', icon: Tags },
  { to: '/admin/reports', label: 'Reports', icon: FileSpreadsheet },
];
