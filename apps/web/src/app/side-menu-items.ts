import {
  Banknote,
  Bell,
  Briefcase,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  CreditCard,
  House,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
} from 'lucide-react';
import type { Role } from '@/lib/auth';
import type en from '@/lib/locales/en-signed-in.json';
import type { NavItem } from './navigation';

/**
 * The side menu per role (docs/product-rules.md#navigation), loaded with the menu's sheet (side-menu.tsx), so
 * the first screen carries neither these entries nor their icons.
 */

type MenuKey = `menu.${keyof (typeof en)['menu']}`;

export interface MenuItem extends NavItem<MenuKey> {
  /** The item shows the live pending-bookings count badge. */
  showsPendingCount?: boolean;
}

const item = (to: string, labelKey: MenuItem['labelKey'], icon: MenuItem['icon']): MenuItem => ({
  to,
  labelKey,
  icon,
});

const MESSAGES = item('/messages', 'menu.messages', MessageSquare);
const NOTIFICATIONS = item('/notifications', 'menu.notifications', Bell);

const SIDE_MENU: Record<Role, readonly MenuItem[]> = {
  customer: [
    item('/customer/dashboard', 'menu.dashboard', House),
    item('/customer/book', 'menu.bookService', CalendarPlus),
    item('/customer/bookings', 'menu.myBookings', ClipboardList),
    MESSAGES,
    NOTIFICATIONS,
    item('/customer/services', 'menu.services', Sparkles),
    item('/customer/payments', 'menu.paymentMethods', CreditCard),
    item('/customer/addresses', 'menu.myAddresses', MapPin),
    item('/customer/service-providers', 'menu.serviceCleaners', Users),
  ],
  cleaner: [
    item('/provider/dashboard', 'menu.dashboard', House),
    item('/provider/schedule', 'menu.schedule', CalendarDays),
    item('/provider/portal', 'menu.cleanerPortal', Briefcase),
    { ...item('/provider/jobs', 'menu.myBookings', ClipboardList), showsPendingCount: true },
    MESSAGES,
    NOTIFICATIONS,
  ],
  admin: [
    item('/admin/dashboard', 'menu.adminDashboard', LayoutDashboard),
    item('/admin/bookings', 'menu.allBookings', ClipboardList),
    item('/admin/users', 'menu.userManagement', Users),
    item('/admin/payouts', 'menu.payouts', Banknote),
    item('/admin/reviews', 'menu.reviews', Star),
    item('/admin/disputes', 'menu.disputes', ShieldAlert),
    item('/admin/settings', 'menu.settings', ShieldCheck),
  ],
};

/** Where "Profile Settings" goes. */
const PROFILE_SETTINGS: Record<Role, string> = {
  customer: '/customer/profile',
  cleaner: '/provider/profile',
  admin: '/admin/settings',
};

/** The role's menu; the customer's when no profile (role) is loaded. */
export function sideMenuItems(role: Role | null | undefined): readonly MenuItem[] {
  return SIDE_MENU[role ?? 'customer'];
}

/** "Profile Settings" in the side menu. */
export function profileSettingsPath(role: Role | null | undefined): string {
  return PROFILE_SETTINGS[role ?? 'customer'];
}
