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
import type { TabKey } from './navigation';

/**
 * Each tab's icon, by its label: on the first load with the bar. A menu entry that is also a tab shows the same
 * one; the menu-only entries' icons load with the menus (menu-icons.ts).
 */
export const TAB_ICONS: Record<TabKey, LucideIcon> = {
  'bottomNav.home': House,
  'bottomNav.book': CalendarPlus,
  'bottomNav.bookings': ClipboardList,
  'bottomNav.jobs': ClipboardList,
  'bottomNav.alerts': Bell,
  'bottomNav.profile': UserRound,
  'bottomNav.schedule': CalendarDays,
  'bottomNav.wallet': Wallet,
  'bottomNav.admin': LayoutDashboard,
  'bottomNav.users': Users,
  'bottomNav.payouts': Banknote,
  'bottomNav.settings': Settings,
};
