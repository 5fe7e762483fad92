import { describe, expect, it } from 'vitest';
import { bottomNavItems, isTabActive, profileSettingsPath, sideMenuItems } from './navigation';

describe('isTabActive', () => {
  it.each([
    // tab, pathname, active
    ['/customer/dashboard', '/customer/dashboard', true],
    ['/customer/dashboard', '/customer/dashboard/', false],
    ['/customer/services', '/customer/services', true],
    ['/customer/services', '/customer/services/deep', false],
    ['/customer/book', '/customer/book', true],
    ['/customer/book', '/book-service', true],
    ['/customer/book', '/customer/bookings', true],
    ['/customer/book', '/customer/dashboard', false],
    ['/customer/profile', '/customer/book', false],
    ['/provider/schedule', '/provider/schedule', true],
    ['/provider/schedule', '/provider/schedule/2025-11-22', true],
    ['/provider/schedule', '/admin/schedule', true],
    ['/provider/jobs', '/provider/schedule', false],
    ['/provider/dashboard', '/provider/dashboard', true],
    ['/admin/users', '/admin/users', true],
    ['/admin/users', '/admin/users/1', false],
    ['/admin/bookings', '/admin/bookings', true],
  ])('tab %s on %s → %s', (tab, pathname, active) => {
    expect(isTabActive(tab, pathname)).toBe(active);
  });
});

describe('bottomNavItems', () => {
  const labels = (role: Parameters<typeof bottomNavItems>[0]) =>
    bottomNavItems(role).map((i) => [i.labelKey.replace('bottomNav.', ''), i.to]);

  it('customer (and no profile): Home, Services, Book, Address, Payments, Profile', () => {
    const expected = [
      ['home', '/customer/dashboard'],
      ['services', '/customer/services'],
      ['book', '/customer/book'],
      ['address', '/customer/addresses'],
      ['payments', '/customer/payments'],
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
      'paymentMethods',
      'myAddresses',
      'serviceCleaners',
    ]);
    expect(keys('cleaner')).toEqual(['dashboard', 'schedule', 'cleanerPortal', 'myBookings']);
    expect(keys('admin')).toEqual([
      'adminDashboard',
      'allBookings',
      'userManagement',
      'payouts',
      'reviews',
      'disputes',
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
