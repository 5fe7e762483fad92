import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { customerSession, json, mockFetch } from '@/test/fetch';
import { refreshSession } from './refresh-session';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('refreshSession after signing in', () => {
  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it("resolves with the profile's language applied and its strings loaded", async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/session'
        ? json({ ...customerSession, profile: { ...customerSession.profile, locale: 'pt-PT' } })
        : undefined,
    );
    const session = await refreshSession(client());
    expect(session?.profile?.fullName).toBe('Ana Silva');
    expect(i18n.language).toBe('pt-PT');
    expect(i18n.t('header.notifications')).not.toBe(i18n.t('header.notifications', { lng: 'en' }));
  });

  it('leaves the language alone when signed out or the profile has none the app ships', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(null) : undefined));
    expect(await refreshSession(client())).toBeNull();
    expect(i18n.language).toBe('en');
    mockFetch(({ url }) =>
      url === '/api/v1/session'
        ? json({ ...customerSession, profile: { ...customerSession.profile, locale: 'de-DE' } })
        : undefined,
    );
    await refreshSession(client());
    expect(i18n.language).toBe('en');
  });
});
