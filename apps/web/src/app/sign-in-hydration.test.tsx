import * as appKeys from '@limpa/contracts/query-keys/app';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { mockFetch } from '@/test/fetch';
import { appTree } from './app-tree';
import { SignInScreen } from './sign-in-screen';

const signInScreen = () => (
  <SignInScreen searchParams={new URLSearchParams()} openApp={() => {}} preloadApp={() => {}} />
);

describe('hydrating the painted sign-in page (decision 085)', () => {
  it('adopts the painted form as it is, typing kept, even when the configuration (Google) is already known', async () => {
    // The session read and the configuration, as the app fetches them once live.
    mockFetch(({ url }) => (url === '/api/v1/session' ? Response.json(null) : undefined));
    const container = document.createElement('div');
    container.innerHTML = renderToString(appTree(signInScreen(), { root: null, screen: 1 }));
    document.body.append(container);
    const painted = container.querySelector<HTMLInputElement>('#sign-in-email');
    if (!painted) throw new Error('no painted e-mail field');
    painted.value = 'ana@example.com';

    const onRecoverableError = vi.fn();
    const config = { ...DEFAULT_APP_CONFIG, googleEnabled: true, earliestStartHours: 2 };
    await act(async () => {
      hydrateRoot(
        container,
        appTree(signInScreen(), {
          root: container,
          screen: 1,
          painted: { data: [[appKeys.appConfig, config]], errors: [] },
        }),
        { onRecoverableError },
      );
    });

    // Once hydrated, the button the configuration asks for comes; the painted elements were kept.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Google' })).toBeInTheDocument());
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('#sign-in-email')).toBe(painted);
    expect(painted.value).toBe('ana@example.com');
    container.remove();
  });
});
