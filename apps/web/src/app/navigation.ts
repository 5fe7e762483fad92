import {
  Banknote,
  Bell,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  House,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { Role } from '@/lib/auth';
import type en from '@/lib/locales/en-signed-in.json';

/**
 * The bottom bar per role (docs/product-rules.md#navigation). The side menu's entries are side-menu-items.ts,
 * loaded with the menu's sheet: the first screen draws only the bar.
 */

export interface NavItem<K extends string> {
  to: string;
  labelKey: K;
  icon: LucideIcon;
}

export type BottomNavItem = NavItem<`bottomNav.${keyof (typeof en)['bottomNav']}`>;

const tab = (to: string, labelKey: BottomNavItem['labelKey'], icon: LucideIcon): BottomNavItem => ({
  to,
  labelKey,
  icon,
});

const BOTTOM_NAV: Record<Role, readonly BottomNavItem[]> = {
  customer: [
    tab('/customer/dashboard', 'bottomNav.home', House),
    tab('/customer/book', 'bottomNav.book', CalendarPlus),
    tab('/customer/bookings', 'bottomNav.bookings', ClipboardList),
    tab('/notifications', 'bottomNav.alerts', Bell),
    tab('/customer/profile', 'bottomNav.profile', UserRound),
  ],
  cleaner: [
    tab('/provider/dashboard', 'bottomNav.home', House),
    tab('/provider/schedule', 'bottomNav.schedule', CalendarDays),
    tab('/provider/jobs', 'bottomNav.jobs', ClipboardList),
    tab('/provider/wallet', 'bottomNav.wallet', Wallet),
    tab('/provider/profile', 'bottomNav.profile', UserRound),
  ],
  admin: [
    tab('/admin/dashboard', 'bottomNav.admin', LayoutDashboard),
    tab('/admin/users', 'bottomNav.users', Users),
    tab('/admin/bookings', 'bottomNav.bookings', ClipboardList),
    tab('/admin/payouts', 'bottomNav.payouts', Banknote),
    tab('/admin/settings', 'bottomNav.settings', Settings),
  ],
};

/** The role's tabs; the customer's when no profile (role) is loaded. */
export function bottomNavItems(role: Role | null | undefined): readonly BottomNavItem[] {
  return BOTTOM_NAV[role ?? 'customer'];
}

/**
 * Whether a tab or menu entry is the page shown: its path, or a page under it (/provider/jobs/1/receipt is in
 * Jobs); Book also on any path with a "book" segment (/book-service's wizard), Schedule on any with "schedule".
 * Segments, not text: /customer/bookings is My Bookings, not Book.
 */
export function isCurrentPath(itemPath: string, pathname: string): boolean {
  if (pathname === itemPath || pathname.startsWith(`${itemPath}/`)) return true;
  const last = itemPath.slice(itemPath.lastIndexOf('/') + 1);
  return (last === 'book' || last === 'schedule') && pathname.split('/').includes(last);
}
