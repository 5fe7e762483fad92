import type { Role } from '@/lib/auth';
import type en from '@/lib/locales/en-signed-in.json';

/**
 * Where each role can go (docs/product-rules.md#navigation), in one table that the phone's bottom bar, the
 * side menu's sheet and the desktop side navigation all read (decisions 053 and 058). It is on the home's first
 * load, so it holds only paths and label keys: an entry's icon is its tab's (tab-icons.ts, with the bar) or,
 * for a menu-only entry, its menu label's (menu-icons.ts, loaded with the menus).
 */

/** A tab's label (`bottomNav.label` names the bar itself). */
export type TabKey = Exclude<`bottomNav.${keyof (typeof en)['bottomNav']}`, 'bottomNav.label'>;
export type MenuKey = `menu.${keyof (typeof en)['menu']}`;

export interface NavEntry {
  to: string;
  /** Its name in the side menu and the desktop side navigation. */
  labelKey: MenuKey;
  /** Its short name when it is also one of the bottom bar's tabs (five at most, so labels fit at 360 px). */
  tabKey?: TabKey;
  /** The item shows the live pending-bookings count badge. */
  showsPendingCount?: boolean;
}

export type TabEntry = NavEntry & { tabKey: TabKey };

const place = (to: string, labelKey: MenuKey, tabKey?: TabKey, showsPendingCount?: boolean): NavEntry => ({
  to,
  labelKey,
  tabKey,
  showsPendingCount,
});

const MESSAGES = place('/messages', 'menu.messages');
/** The FAQ and "Contact us" (decision 067): for whoever may ask the team. */
const HELP = place('/help', 'menu.help');

/** The tabs that are not in the menus' list: "Profile Settings", below it, leads to the same page. */
const PROFILE_TAB: TabKey = 'bottomNav.profile';

const NAVIGATION: Record<Role, readonly NavEntry[]> = {
  customer: [
    place('/customer/dashboard', 'menu.dashboard', 'bottomNav.home'),
    place('/customer/book', 'menu.bookService', 'bottomNav.book'),
    place('/customer/bookings', 'menu.myBookings', 'bottomNav.bookings'),
    MESSAGES,
    place('/notifications', 'menu.notifications', 'bottomNav.alerts'),
    place('/customer/services', 'menu.services'),
    place('/customer/payments', 'menu.paymentMethods'),
    place('/customer/receipts', 'menu.receipts'),
    place('/customer/addresses', 'menu.myAddresses'),
    place('/customer/service-providers', 'menu.serviceCleaners'),
    HELP,
    place('/customer/profile', 'menu.profileSettings', PROFILE_TAB),
  ],
  cleaner: [
    place('/provider/dashboard', 'menu.dashboard', 'bottomNav.home'),
    place('/provider/schedule', 'menu.schedule', 'bottomNav.schedule'),
    place('/provider/portal', 'menu.cleanerPortal'),
    place('/provider/jobs', 'menu.myBookings', 'bottomNav.jobs', true),
    place('/provider/wallet', 'menu.wallet', 'bottomNav.wallet'),
    MESSAGES,
    place('/notifications', 'menu.notifications'),
    HELP,
    place('/provider/profile', 'menu.profileSettings', PROFILE_TAB),
  ],
  // An admin's profile is their settings: the Settings entry stays in the list, and Profile Settings leads there.
  admin: [
    place('/admin/dashboard', 'menu.adminDashboard', 'bottomNav.admin'),
    place('/admin/users', 'menu.userManagement', 'bottomNav.users'),
    place('/admin/bookings', 'menu.allBookings', 'bottomNav.bookings'),
    place('/admin/payouts', 'menu.payouts', 'bottomNav.payouts'),
    place('/admin/reviews', 'menu.reviews'),
    place('/admin/disputes', 'menu.disputes'),
    place('/admin/reports/revenue', 'menu.revenueReports'),
    place('/admin/services', 'menu.serviceCatalogue'),
    place('/admin/tax-rates', 'menu.taxRates'),
    place('/admin/invoices', 'menu.adminInvoices'),
    place('/admin/support', 'menu.support'),
    place('/admin/complaints', 'menu.complaints'),
    place('/admin/documents', 'menu.adminDocuments'),
    place('/admin/settings', 'menu.settings', 'bottomNav.settings'),
  ],
};

/** The role's places; the customer's when no profile (role) is loaded. */
function entriesOf(role: Role | null | undefined): readonly NavEntry[] {
  return NAVIGATION[role ?? 'customer'];
}

/** The bottom bar's tabs, in the table's order. */
export function bottomNavItems(role: Role | null | undefined): readonly TabEntry[] {
  return entriesOf(role).filter((entry): entry is TabEntry => entry.tabKey !== undefined);
}

/** The side menu's (and the desktop side navigation's) list, "Profile Settings" aside. */
export function sideMenuItems(role: Role | null | undefined): readonly NavEntry[] {
  return entriesOf(role).filter((entry) => entry.tabKey !== PROFILE_TAB);
}

/** Where "Profile Settings" goes: the Profile tab, or (an admin's) the Settings tab. */
export function profileSettingsPath(role: Role | null | undefined): string {
  const profile = entriesOf(role).find(
    (entry) => entry.tabKey === PROFILE_TAB || entry.tabKey === 'bottomNav.settings',
  );
  return profile?.to ?? '/';
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
