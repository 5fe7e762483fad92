// The screens the Lighthouse bench scores (issue 36), and LIGHTHOUSE_ONLY's narrowing of them.
import { describe, expect, it } from 'vitest';
import { lighthouseScreens, pickScreens } from './lighthouse-screens.mjs';

const screens = lighthouseScreens({ customer: 'c', cleaner: 'k', admin: 'a', cleanerId: 'u1' });

describe('lighthouseScreens', () => {
  it('scores eight screens, each at its path, the admins’ at the desktop preset', () => {
    expect(screens).toHaveLength(8);
    expect(screens.find((s) => s.page === '/provider/:cleanerId')).toMatchObject({ path: '/provider/u1' });
    expect(screens.filter((s) => s.preset === 'desktop').map((s) => s.page)).toEqual(['/admin/bookings']);
  });
});

describe('pickScreens', () => {
  it('keeps all without a pattern, the matching ones with one', () => {
    expect(pickScreens(screens, undefined)).toBe(screens);
    expect(pickScreens(screens, '^/provider/').map((s) => s.page)).toEqual([
      '/provider/:cleanerId',
      '/provider/dashboard',
      '/provider/portal',
    ]);
  });

  it('refuses a pattern that names no screen, rather than fail later on the probe', () => {
    expect(() => pickScreens(screens, 'nothing-here')).toThrow(/LIGHTHOUSE_ONLY=nothing-here names none/);
  });
});
