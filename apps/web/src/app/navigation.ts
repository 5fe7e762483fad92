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
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Star,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { Role } from '@/lib/auth';
import type en from '@/lib/locales/en-signed-in.json';

/** Menus and bottom navigation per role (docs/product-rules.md#navigation). */

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

/** One page the navigation links to: its bottom-bar tab and side-menu entry, when it has them. */
interface Destination {
  to: string;
  icon: LucideIcon;
  tab?: BottomNavKey;
  menu?: MenuKey;
  /** The side menu shows it with another icon. */
  menuIcon?: LucideIcon;
  showsPendingCount?: boolean;
}

interface RoleNavigation {
  /** In bottom-bar order. */
  destinations: readonly Destination[];
  /** The side menu's order, by path. */
  menuOrder: readonly string[];
  /** Where "Profile Settings" in the side menu goes. */
  profileSettings: string;
}

const NAVIGATION: Record<Role, RoleNavigation> = {
  customer: {
    destinations: [
      { to: '/customer/dashboard', icon: House, tab: 'bottomNav.home', menu: 'menu.dashboard' },
      { to: '/customer/services', icon: Sparkles, tab: 'bottomNav.services' },
      { to: '/customer/book', icon: CalendarPlus, tab: 'bottomNav.book', menu: 'menu.bookService' },
      { to: '/customer/addresses', icon: MapPin, tab: 'bottomNav.address', menu: 'menu.myAddresses' },
      { to: '/customer/payments', icon: CreditCard, tab: 'bottomNav.payments', menu: 'menu.paymentMethods' },
      { to: '/customer/profile', icon: UserRound, tab: 'bottomNav.profile' },
      { to: '/customer/service-providers', icon: Users, menu: 'menu.serviceCleaners' },
    ],
    menuOrder: [
      '/customer/dashboard',
      '/customer/book',
      '/customer/payments',
      '/customer/addresses',
      '/customer/service-providers',
    ],
    profileSettings: '/customer/profile',
  },
  cleaner: {
    destinations: [
      { to: '/provider/dashboard', icon: House, tab: 'bottomNav.home', menu: 'menu.dashboard' },
      { to: '/provider/schedule', icon: CalendarDays, tab: 'bottomNav.schedule', menu: 'menu.schedule' },
      {
        to: '/provider/jobs',
        icon: Briefcase,
        tab: 'bottomNav.jobs',
        menu: 'menu.myBookings',
        menuIcon: ClipboardList,
        showsPendingCount: true,
      },
      { to: '/provider/wallet', icon: Wallet, tab: 'bottomNav.wallet' },
      { to: '/provider/profile', icon: UserRound, tab: 'bottomNav.profile' },
      { to: '/provider/portal', icon: Briefcase, menu: 'menu.cleanerPortal' },
    ],
    menuOrder: ['/provider/dashboard', '/provider/schedule', '/provider/portal', '/provider/jobs'],
    profileSettings: '/provider/profile',
  },
  admin: {
    destinations: [
      { to: '/admin/dashboard', icon: LayoutDashboard, tab: 'bottomNav.admin', menu: 'menu.adminDashboard' },
      { to: '/admin/users', icon: Users, tab: 'bottomNav.users', menu: 'menu.userManagement' },
      { to: '/admin/bookings', icon: ClipboardList, tab: 'bottomNav.bookings', menu: 'menu.allBookings' },
      { to: '/admin/payouts', icon: Banknote, tab: 'bottomNav.payouts', menu: 'menu.payouts' },
      {
        to: '/admin/settings',
        icon: Settings,
        tab: 'bottomNav.settings',
        menu: 'menu.settings',
        menuIcon: ShieldCheck,
      },
      { to: '/admin/reviews', icon: Star, menu: 'menu.reviews' },
      { to: '/admin/disputes', icon: ShieldAlert, menu: 'menu.disputes' },
    ],
    menuOrder: [
      '/admin/dashboard',
      '/admin/bookings',
      '/admin/users',
      '/admin/payouts',
      '/admin/reviews',
      '/admin/disputes',
      '/admin/settings',
    ],
    profileSettings: '/admin/settings',
  },
};

/** The customer's navigation is used when no profile (role) is loaded. */
const navigationOf = (role: Role | null | undefined) => NAVIGATION[role ?? 'customer'];

const BOTTOM_NAV = new Map(
  Object.entries(NAVIGATION).map(([role, { destinations }]) => [
    role,
    destinations.flatMap(({ to, icon, tab }): BottomNavItem[] => (tab ? [{ to, labelKey: tab, icon }] : [])),
  ]),
);

const SIDE_MENU = new Map(
  Object.entries(NAVIGATION).map(([role, { destinations, menuOrder }]) => [
    role,
    menuOrder.map((path): MenuItem => {
      const page = destinations.find((destination) => destination.to === path && destination.menu);
      if (!page?.menu) throw new Error(`No side-menu entry for ${path}`);
      return {
        to: page.to,
        labelKey: page.menu,
        icon: page.menuIcon ?? page.icon,
        ...(page.showsPendingCount ? { showsPendingCount: true } : {}),
      };
    }),
  ]),
);

export function bottomNavItems(role: Role | null | undefined): readonly BottomNavItem[] {
  return BOTTOM_NAV.get(role ?? 'customer') ?? [];
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

export function sideMenuItems(role: Role | null | undefined): readonly MenuItem[] {
  return SIDE_MENU.get(role ?? 'customer') ?? [];
}

/** "Profile Settings" in the side menu. */
export function profileSettingsPath(role: Role | null | undefined): string {
  return navigationOf(role).profileSettings;
}

/** A menu item is highlighted on an exact path match. */
export function isMenuItemActive(itemPath: string, pathname: string): boolean {
  return itemPath === pathname;
}
