import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DESKTOP_MEDIA_QUERY } from '@/lib/use-media-query';
import { json, mockFetch, sessionAs } from '@/test/fetch';
import { mediaQueryList } from '@/test/media-query-list';
import { renderRoutes } from '@/test/render';
import { AppLayout } from './app-layout';

// The first test loads the menus' lazy chunk: slow to transform on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => i18n.changeLanguage('en'));

/** A screen as wide as `width` px, as far as matchMedia (the only thing the shell asks) is concerned. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) =>
    mediaQueryList(query, query === DESKTOP_MEDIA_QUERY && width >= 1024),
  );
}

function renderShellAs(role: Parameters<typeof sessionAs>[0], url: string) {
  mockFetch(({ url: requested }) => (requested === '/api/v1/session' ? json(sessionAs(role)) : undefined));
  return renderRoutes(
    [{ element: <AppLayout />, children: [{ path: '*', element: <h1>The page</h1> }] }],
    url,
  );
}

const MENU_CLOSED_LABEL = 'Open menu';

describe('AppLayout at 1280 px (the desktop layout)', () => {
  it('shows the admin the whole menu as a side navigation, the page shown marked current', async () => {
    screenWidth(1280);
    renderShellAs('admin', '/admin/users');
    const sideNav = await screen.findByRole('navigation', { name: 'Menu' });
    const links = within(sideNav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Admin Dashboard',
      'User Management',
      'All Bookings',
      'Payouts',
      'Reviews and Reports',
      'Disputes',
      'Revenue Reports',
      'Service Catalogue',
      'Tax Rates',
      'Find an invoice',
      'Support requests',
      'Complaints',
      'Cleaner documents',
      'Settings',
      'Profile Settings',
    ]);
    expect(within(sideNav).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sideNav).getByRole('link', { name: 'All Bookings' })).not.toHaveAttribute('aria-current');
    expect(within(sideNav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // The bar and the menu button are there for phones only: hidden from 1024 px (lg) by CSS.
    expect(screen.getByRole('navigation', { name: 'Primary' })).toHaveClass('lg:hidden');
    expect(screen.getByRole('button', { name: MENU_CLOSED_LABEL })).toHaveClass('lg:hidden');
    // The page takes the width beside the side navigation (w-64), no phone column.
    expect(screen.getByRole('main')).toHaveClass('lg:max-w-none', 'lg:pl-72');
  });

  it('gives the cleaner the bar’s Wallet in the side navigation, which the bar no longer shows', async () => {
    screenWidth(1280);
    renderShellAs('cleaner', '/provider/wallet');
    const sideNav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(sideNav).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(sideNav).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/provider/profile',
    );
  });
});

describe('AppLayout at 390 px (phones: nothing changes)', () => {
  it('has the bottom bar and the menu button, and no side navigation beside the page', async () => {
    screenWidth(390);
    renderShellAs('admin', '/admin/users');
    const bar = await screen.findByRole('navigation', { name: 'Primary' });
    expect(within(bar).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    // The menus' chunk loaded (the sheet opens): the one navigation named Menu is the sheet's.
    await userEvent.click(screen.getByRole('button', { name: MENU_CLOSED_LABEL }));
    const sheet = await screen.findByRole('dialog');
    expect(screen.getAllByRole('navigation', { name: 'Menu' })).toEqual([
      within(sheet).getByRole('navigation'),
    ]);
  });
});

describe('the bottom bar’s labels at 360 px', () => {
  it.each([
    ['pt-PT', 'customer'],
    ['pt-PT', 'cleaner'],
    ['pt-PT', 'admin'],
    ['fr-CA', 'customer'],
    ['fr-CA', 'cleaner'],
    ['fr-CA', 'admin'],
  ] as const)(
    'in %s, for the %s, are whole: never cut with an ellipsis nor wrapped',
    async (language, role) => {
      screenWidth(360);
      await i18n.changeLanguage(language);
      renderShellAs(role, '/somewhere');
      const bar = await screen.findByRole('navigation', { name: 'Principal' });
      const links = within(bar).getAllByRole('link');
      expect(links).toHaveLength(5);
      for (const link of links) {
        const label = link.querySelector('span:last-child');
        expect(label?.textContent, link.getAttribute('href') ?? '').toBeTruthy();
        for (const element of [link, label]) {
          expect(element?.className).not.toMatch(
            /\b(truncate|text-ellipsis|line-clamp-\d|overflow-hidden)\b/,
          );
        }
        expect(label).toHaveClass('whitespace-nowrap');
      }
    },
  );
});
