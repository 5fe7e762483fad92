import {
  Briefcase,
  ChartColumn,
  CircleDot,
  CreditCard,
  FileCheck2,
  Headset,
  LifeBuoy,
  type LucideIcon,
  MapPin,
  MessageSquare,
  MessageSquareWarning,
  Percent,
  ReceiptText,
  ShieldAlert,
  Sparkles,
  Star,
  Tags,
  Users,
} from 'lucide-react';
import type { MenuKey, NavEntry } from './navigation';
import { TAB_ICONS } from './tab-icons';

/**
 * The icons of the entries only the menus show (the side menu's sheet and the desktop side navigation), by
 * their label. Imported only by those lazy chunks, so the first screen does not carry them (decision 053).
 */
export const MENU_ONLY_ICONS: Partial<Record<MenuKey, LucideIcon>> = {
  'menu.messages': MessageSquare,
  'menu.services': Sparkles,
  'menu.paymentMethods': CreditCard,
  'menu.myAddresses': MapPin,
  'menu.serviceCleaners': Users,
  'menu.cleanerPortal': Briefcase,
  'menu.notifications': TAB_ICONS['bottomNav.alerts'],
  'menu.reviews': Star,
  'menu.disputes': ShieldAlert,
  'menu.revenueReports': ChartColumn,
  'menu.serviceCatalogue': Tags,
  'menu.taxRates': Percent,
  'menu.receipts': ReceiptText,
  'menu.adminInvoices': ReceiptText,
  'menu.help': LifeBuoy,
  'menu.support': Headset,
  'menu.complaints': MessageSquareWarning,
  'menu.adminDocuments': FileCheck2,
};

/** An entry's icon: its tab's when it is one, else its menu label's (a test keeps none missing). */
export function menuIcon(entry: Pick<NavEntry, 'labelKey' | 'tabKey'>): LucideIcon {
  return entry.tabKey ? TAB_ICONS[entry.tabKey] : (MENU_ONLY_ICONS[entry.labelKey] ?? CircleDot);
}
