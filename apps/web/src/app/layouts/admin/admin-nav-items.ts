import {
  BadgeCheck,
  FileSpreadsheet,
  History,
  LayoutDashboard,
  ShieldCheck,
  ShoppingBasket,
  Tags,
  TicketPercent,
  Undo2,
  ReceiptIndianRupee,
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
  // Issue 37: shoppers' returns and exchanges (not in the spec's sidebar).
  { to: '/admin/returns', label: 'Returns', icon: Undo2 },
  { to: '/admin/features', label: 'Category', icon: Tags },
  // Issue 23: discount codes (not in the spec's sidebar).
  { to: '/admin/discount-codes', label: 'Discounts', icon: TicketPercent },
  { to: '/admin/import', label: 'Import', icon: FileSpreadsheet },
  { to: '/admin/activity', label: 'Activity', icon: History },
  { to: '/admin/two-factor', label: 'Security', icon: ShieldCheck },
  { to: '/admin/reports', label: 'Reports', icon: ReceiptIndianRupee },
];
