import { describe, expect, it } from 'vitest';
import { MENU_ONLY_ICONS } from './menu-icons';
import { bottomNavItems, isCurrentPath, profileSettingsPath, sideMenuItems } from './navigation';
import { findAppRoute, roleAllowed } from './route-access';

describe('isCurrentPath', () => {
  it.each([
    // item, pathname, current
    ['/customer/dashboard', '/customer/dashboard', true],
    ['/customer/dashboard', '/customer/dashboard/', true],
    ['/customer/bookings', '/customer/bookings', true],
    ['/customer/bookings', '/customer/bookings/123', true],
    ['/customer/book', '/customer/book', true],
    ['/customer/book', '/customer/book/step-2', true],
    // A segment, not text: My Bookings is not Book.
    ['/customer/book', '/customer/bookings', false],
    ['/customer/book', '/customer/bookings/123', false],
    ['/customer/book', '/customer/dashboard', false],
    ['/customer/profile', '/customer/book', false],
    ['/notifications', '/notifications', true],
    ['/messages', '/messages', true],
    ['/messages', '/messages-old', false],
    ['/provider/schedule', '/provider/schedule', true],
    ['/provider/schedule', '/provider/schedule/2025-11-22', true],
    ['/provider/jobs', '/provider/jobs/0b7c/receipt', true],
    ['/provider/jobs', '/provider/schedule', false],
    ['/provider/dashboard', '/provider/dashboard', true],
    ['/admin/users', '/admin/users', true],
    ['/admin/users', '/admin/users/1', true],
    ['/admin/users', '/admin/usersx', false],
    ['/admin/bookings', '/admin/bookings', true],
  ])('%s on %s → %s', (item, pathname, current) => {
    expect(isCurrentPath(item, pathname)).toBe(current);
  });
});

describe('bottomNavItems', () => {
  const labels = (role: Parameters<typeof bottomNavItems>[0]) =>
    bottomNavItems(role).map((i) => [i.tabKey.replace('bottomNav.', ''), i.to]);

  it('customer (and no profile): Home, Book, Bookings, Alerts, Profile', () => {
    const expected = [
      ['home', '/customer/dashboard'],
      ['book', '/customer/book'],
      ['bookings', '/customer/bookings'],
      ['alerts', '/notifications'],
      ['profile', '/customer/profile'],
    ];
    expect(labels('customer')).toEqual(expected);
    expect(labels(null)).toEqual(expected);
    expect(labels(undefined)).toEqual(expected);
  });

  it('cleaner: Home, Schedule, Jobs, Wallet, Profile', () => {
    expect(labels('cleaner')).toEqual([
      ['home', '/provider/dashboard'],
      ['schedule', '/provider/schedule'],
      ['jobs', '/provider/jobs'],
      ['wallet', '/provider/wallet'],
      ['profile', '/provider/profile'],
    ]);
  });

  it('admin: Admin, Users, Bookings, Payouts, Settings', () => {
    expect(labels('admin')).toEqual([
      ['admin', '/admin/dashboard'],
      ['users', '/admin/users'],
      ['bookings', '/admin/bookings'],
      ['payouts', '/admin/payouts'],
      ['settings', '/admin/settings'],
    ]);
  });
});

describe('side menu', () => {
  const keys = (role: Parameters<typeof sideMenuItems>[0]) =>
    sideMenuItems(role).map((i) => i.labelKey.replace('menu.', ''));

  it('lists each role its own items', () => {
    expect(keys('customer')).toEqual([
      'dashboard',
      'bookService',
      'myBookings',
      'messages',
      'notifications',
      'services',
      'paymentMethods',
      'receipts',
      'myAddresses',
      'serviceCleaners',
      'help',
    ]);
    expect(keys('cleaner')).toEqual([
      'dashboard',
      'schedule',
      'cleanerPortal',
      'myBookings',
      'wallet',
      'messages',
      'notifications',
      'help',
    ]);
    expect(keys('admin')).toEqual([
      'adminDashboard',
      'userManagement',
      'allBookings',
      'payouts',
      'reviews',
      'disputes',
      'revenueReports',
      'serviceCatalogue',
      'taxRates',
      'adminInvoices',
      'support',
      'complaints',
      'adminDocuments',
      'settings',
    ]);
    expect(keys(null)).toEqual(keys('customer'));
  });

  it('gives only the cleaner "My Bookings" a live count badge', () => {
    const withBadge = (['customer', 'cleaner', 'admin'] as const).flatMap((role) =>
      sideMenuItems(role)
        .filter((i) => i.showsPendingCount)
        .map((i) => `${role}:${i.labelKey}`),
    );
    expect(withBadge).toEqual(['cleaner:menu.myBookings']);
  });

  it.each([
    ['customer', '/customer/profile'],
    ['cleaner', '/provider/profile'],
    ['admin', '/admin/settings'],
    [null, '/customer/profile'],
  ] as const)('Profile Settings for %s → %s', (role, path) => {
    expect(profileSettingsPath(role)).toBe(path);
  });
});

describe('one table for the bar and the menu', () => {
  it.each(['customer', 'cleaner', 'admin'] as const)(
    'gives %s at most five tabs, each also in the menu (the desktop side navigation replaces the bar)',
    (role) => {
      const tabs = bottomNavItems(role).map((i) => i.to);
      expect(tabs.length).toBeLessThanOrEqual(5);
      const menu = [...sideMenuItems(role).map((i) => i.to), profileSettingsPath(role)];
      for (const tab of tabs) expect(menu, tab).toContain(tab);
    },
  );

  it.each(['customer', 'cleaner', 'admin'] as const)(
    'has an icon for each of the %s menu’s own entries',
    (role) => {
      for (const entry of sideMenuItems(role).filter((i) => !i.tabKey)) {
        expect(MENU_ONLY_ICONS[entry.labelKey], entry.labelKey).toBeDefined();
      }
    },
  );
});

describe('every link of the navigation', () => {
  it.each(['customer', 'cleaner', 'admin'] as const)('leads %s to a screen they may open', (role) => {
    const paths = [
      ...bottomNavItems(role).map((i) => i.to),
      ...sideMenuItems(role).map((i) => i.to),
      profileSettingsPath(role),
    ];
    for (const path of paths) {
      const route = findAppRoute(path);
      expect(route, path).toBeDefined();
      // A static screen, not the cleaner's public profile (/provider/:cleanerId) by accident.
      expect(route?.path, path).toBe(path);
      expect(roleAllowed(route!.access, role), path).toBe(true);
    }
  });
});
