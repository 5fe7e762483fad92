// The screens Lighthouse scores (issue 36): the first screen of each kind of person, and the ones they open
// most. Each names who is signed in (a cookie from `people`) and the preset: phones for customers and cleaners,
// Lighthouse's desktop preset for the admins' bookings list (admins work at a desk).

/**
 * @param {{ customer: string, cleaner: string, admin: string, cleanerId: string }} people cookies by role, and
 *   the cleaner whose profile is opened
 */
export function lighthouseScreens(people) {
  return [
    { page: '/auth', cookie: null, preset: 'mobile' },
    { page: '/customer/dashboard', cookie: people.customer, preset: 'mobile' },
    { page: '/customer/book', cookie: people.customer, preset: 'mobile' },
    { page: '/customer/find-cleaners', cookie: people.customer, preset: 'mobile' },
    {
      page: '/provider/:cleanerId',
      path: `/provider/${people.cleanerId}`,
      cookie: people.customer,
      preset: 'mobile',
    },
    { page: '/provider/dashboard', cookie: people.cleaner, preset: 'mobile' },
    { page: '/provider/portal', cookie: people.cleaner, preset: 'mobile' },
    { page: '/admin/bookings', cookie: people.admin, preset: 'desktop' },
  ].map((screen) => ({ ...screen, path: screen.path ?? screen.page }));
}

/** LIGHTHOUSE_ONLY: a pattern of the screens to score (all by default), for working on one screen. */
export function pickScreens(screens, only = process.env.LIGHTHOUSE_ONLY) {
  if (!only) return screens;
  const pattern = new RegExp(only);
  const picked = screens.filter((screen) => pattern.test(screen.page));
  // Said at once: the probe run would otherwise fail on a screen that is not there.
  if (picked.length === 0)
    throw new Error(`LIGHTHOUSE_ONLY=${only} names none of ${screens.map((s) => s.page)}`);
  return picked;
}
