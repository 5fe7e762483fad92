import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale, setActiveLocale } from './locale';
import { refetchInLanguage } from './refetch-in-language';

/**
 * The wizard's add-ons, answered in the language active when asked: the first answer waits until released
 * (it is still under way when the language changes), later ones come at once.
 */
function addOnsQuery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } });
  let releaseFirst = () => {};
  let calls = 0;
  const queryFn = () => {
    const asked = activeLocale();
    calls += 1;
    if (calls > 1) return Promise.resolve(`add-ons in ${asked}`);
    return new Promise<string>((resolve) => {
      releaseFirst = () => resolve(`add-ons in ${asked}`);
    });
  };
  const observer = new QueryObserver<string>(client, { queryKey: ['catalogue', 'add-ons'], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, unsubscribe, releaseFirst: () => releaseFirst() };
}

const shown = (observer: QueryObserver<string>) => observer.getCurrentResult().data;

describe('refetchInLanguage', () => {
  afterEach(() => setActiveLocale('en'));

  it('drops a first fetch still asked in the old language and fetches again in the new one', async () => {
    const { client, observer, unsubscribe, releaseFirst } = addOnsQuery();
    setActiveLocale('pt-PT');
    const switched = refetchInLanguage(client);
    releaseFirst(); // the English answer arrives after the switch
    await switched;
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
    expect(shown(observer)).toBe('add-ons in pt-PT');
    unsubscribe();
  });

  it('(why) invalidating alone would keep that English answer as fresh data', async () => {
    const { client, observer, unsubscribe, releaseFirst } = addOnsQuery();
    setActiveLocale('pt-PT');
    const invalidated = client.invalidateQueries();
    releaseFirst();
    await invalidated;
    expect(shown(observer)).toBe('add-ons in en');
    unsubscribe();
  });

  it('lets a running session fetch finish (sign-in awaits it; it is the same in every language)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let release = () => {};
    const fetched = client.fetchQuery({
      queryKey: ['session'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          release = () => resolve('signed in');
        }),
    });
    setActiveLocale('pt-PT');
    const switched = refetchInLanguage(client);
    release();
    await switched;
    await expect(fetched).resolves.toBe('signed in');
  });

  it('fetches data already shown in the old language again', async () => {
    const { client, observer, unsubscribe, releaseFirst } = addOnsQuery();
    releaseFirst();
    await vi.waitFor(() => expect(shown(observer)).toBe('add-ons in en'));
    setActiveLocale('fr-CA');
    await refetchInLanguage(client);
    expect(shown(observer)).toBe('add-ons in fr-CA');
    unsubscribe();
  });
});
