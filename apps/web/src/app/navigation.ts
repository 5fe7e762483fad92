import {
  Banknote,
  Briefcase,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  CreditCard,
  House,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { Role } from '@/lib/auth';
import type en from '@/lib/locales/en.json';

/** Menus and bottom navigation per role (spec section 2, "Navigation"). */

export interface NavItem<K extends string> {
  to: string;
  labelKey: K;
  icon: LucideIcon;
}

type BottomNavKey = `bottomNav.${keyof (typeof en)['bottomNav']}`;
type MenuKey = `menu.${keyof (typeof en)['menu']}`;

export type BottomNavItem = NavItem<BottomNavKey>;
export interface MenuItem extends NavItem<MenuKey> {
  /** The item shows the live pending-bookings count badge. */
  showsPendingCount?: boolean;
}

const CUSTOMER_TABS: readonly BottomNavItem[] = [
  { to: '/customer/dashboard', labelKey: 'bottomNav.home', icon: House },
  { to: '/customer/services', labelKey: 'bottomNav.services', icon: Sparkles },
  { to: '/customer/book', labelKey: 'bottomNav.book', icon: CalendarPlus },
  { to: '/customer/addresses', labelKey: 'bottomNav.address', icon: MapPin },
  { to: '/customer/payments', labelKey: 'bottomNav.payments', icon: CreditCard },
  { to: '/customer/profile', labelKey: 'bottomNav.profile', icon: UserRound },
];

const PROVIDER_TABS: readonly BottomNavItem[] = [
  { to: '/provider/dashboard', labelKey: 'bottomNav.home', icon: House },
  { to: '/provider/schedule', labelKey: 'bottomNav.schedule', icon: CalendarDays },
  { to: '/provider/jobs', labelKey: 'bottomNav.jobs', icon: Briefcase },
  { to: '/provider/wallet', labelKey: 'bottomNav.wallet', icon: Wallet },
  { to: '/provider/profile', labelKey: 'bottomNav.profile', icon: UserRound },
];

const ADMIN_TABS: readonly BottomNavItem[] = [
  { to: '/admin/dashboard', labelKey: 'bottomNav.admin', icon: LayoutDashboard },
  { to: '/admin/users', labelKey: 'bottomNav.users', icon: Users },
  { to: '/admin/bookings', labelKey: 'bottomNav.bookings', icon: ClipboardList },
  { to: '/admin/payouts', labelKey: 'bottomNav.payouts', icon: Banknote },
  { to: '/admin/settings', labelKey: 'bottomNav.settings', icon: Settings },
];

/** The customer set is used when no profile (role) is loaded. */
export function bottomNavItems(role: Role | null | undefined): readonly BottomNavItem[] {
  if (role === 'cleaner') return PROVIDER_TABS;
  if (role === 'admin') return ADMIN_TABS;
  return CUSTOMER_TABS;
}

/**
 * A tab is active on an exact path match; Book also on any path containing "/book", Schedule also on
 * any path containing "/schedule".
 */
export function isTabActive(tabPath: string, pathname: string): boolean {
  if (pathname === tabPath) return true;
  if (tabPath.endsWith('/book') && pathname.includes('/book')) return true;
  if (tabPath.endsWith('/schedule') && pathname.includes('/schedule')) return true;
  return false;
}

const CUSTOMER_MENU: readonly MenuItem[] = [
  { to: '/customer/dashboard', labelKey: 'menu.dashboard', icon: House },
  { to: '/customer/book', labelKey: 'menu.bookService', icon: CalendarPlus },
  { to: '/customer/payments', labelKey: 'menu.paymentMethods', icon: CreditCard },
  { to: '/customer/addresses', labelKey: 'menu.myAddresses', icon: MapPin },
  { to: '/customer/service-providers', labelKey: 'menu.serviceProviders', icon: Users },
];

const CLEANER_MENU: readonly MenuItem[] = [
  { to: '/provider/dashboard', labelKey: 'menu.dashboard', icon: House },
  { to: '/provider/schedule', labelKey: 'menu.schedule', icon: CalendarDays },
  { to: '/provider/portal', labelKey: 'menu.providerPortal', icon: Briefcase },
  { to: '/provider/jobs', labelKey: 'menu.myBookings', icon: ClipboardList, showsPendingCount: true },
];

const ADMIN_MENU: readonly MenuItem[] = [
  { to: '/admin/dashboard', labelKey: 'menu.adminDashboard', icon: LayoutDashboard },
  { to: '/admin/bookings', labelKey: 'menu.allBookings', icon: ClipboardList },
  { to: '/admin/users', labelKey: 'menu.userManagement', icon: Users },
  { to: '/admin/payouts', labelKey: 'menu.payouts', icon: Banknote },
  { to: '/admin/reviews', labelKey: 'menu.reviews', icon: Star },
  { to: '/admin/settings', labelKey: 'menu.settings', icon: ShieldCheck },
];

export function sideMenuItems(role: Role | null | undefined): readonly MenuItem[] {
  if (role === 'cleaner') return CLEANER_MENU;
  if (role === 'admin') return ADMIN_MENU;
  return CUSTOMER_MENU;
}

/** "Profile Settings" in the side menu. */
export function profileSettingsPath(role: Role | null | undefined): string {
  if (role === 'cleaner') return '/provider/profile';
  if (role === 'admin') return '/admin/settings';
  return '/customer/profile';
}

/** A menu item is highlighted on an exact path match. */
export function isMenuItemActive(itemPath: string, pathname: string): boolean {
  return itemPath === pathname;
}
