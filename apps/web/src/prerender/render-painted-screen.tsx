// The signed-in shell's English, as the routed app registers it (app/routed-app.tsx).
import '@/app/signed-in-shell-strings';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale, PrerenderedPage } from '@limpa/contracts';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { loadSideMenus } from '@/app/side-menus-loader';
import { ApiError, type ApiTransport, type Problem, setApiTransport } from '@/lib/api-client';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { fetchSession, type Session } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { type PaintedClock, PaintedClockContext, PaintedPageContext } from '@/lib/painted-page';
import { createQueryClient } from '@/lib/query-client';
import { FALLBACK_MARK, takeTitle } from './prerendered-markup';

/**
 * A signed-in screen as the app's first render draws it, with the person's own data, rendered by the API per
 * request (decision 086): the page shows whole from the HTML, and the app loads at the visitor's first input.
 *
 * The screen asks for its data as in the browser: each render leaves in the query cache the queries its
 * components asked for, this module runs the ones still missing (through the transport the API gives, with the
 * visitor's cookie, so each is the same request the app would make, with the same checks) and renders again,
 * until a render asks for nothing new. A query that fails stays out: the page shows its skeleton there, and the
 * app asks again once live. The web build bundles this module whole into dist/prerendered/painted-screen.mjs
 * (scripts/prerender.ts).
 */

/** Each render pass may reveal queries that need an earlier one's answer (the home's nearby cleaners need its address). */
const MAX_PASSES = 4;

const requests = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const send = requests.getStore();
  if (!send) return Promise.reject(new Error(`No request to send ${path} for`));
  return send(path, init);
});

const sessionHash = JSON.stringify(appKeys.session);

const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The problem as the API sent it, for the app to hold the same error. */
const problemOf = ({ type, title, status, detail, code, errors }: ApiError): Problem => ({
  type,
  title,
  status,
  detail,
  code,
  errors,
});

/** The cache, and for each query whether the component that asked for it wants it fetched now (`enabled`). */
interface PaintingCache {
  client: QueryClient;
  wanted: Map<string, boolean>;
}

function paintingCache(session: Session): PaintingCache {
  const client = new QueryClient({
    // A failed answer is drawn as the error it is (a render would otherwise draw it as about to be asked again).
    defaultOptions: {
      queries: { ...createQueryClient().getDefaultOptions().queries, retry: false, retryOnMount: false },
    },
  });
  const wanted = new Map<string, boolean>();
  // Every useQuery passes its options through here as it renders: the one place `enabled` shows on the server.
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    if (defaulted.queryHash) wanted.set(defaulted.queryHash, defaulted.enabled !== false);
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  client.setQueryData(appKeys.session, session);
  return { client, wanted };
}

/** The queries the last render asked for that have no answer yet and were not tried. */
function dueQueries({ client, wanted }: PaintingCache, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        wanted.get(query.queryHash) === true &&
        !tried.has(query.queryHash),
    );
}

/** The language is the app's one i18n instance's: one render at a time sets it and renders (no await between). */
let turn: Promise<unknown> = Promise.resolve();
function inLanguage<T>(locale: Locale, render: () => T): Promise<T> {
  const next = turn.then(async () => {
    await i18n.changeLanguage(locale);
    return render();
  });
  turn = next.catch(() => {});
  return next;
}

export interface PaintScreenInput {
  /** The page, e.g. /customer/dashboard. */
  path: string;
  /** The language the app will start in: the page is painted in it. */
  locale: Locale;
  /** Sends one of the app's requests to the API as the visitor (their cookie), answering as fetch would. */
  request: ApiTransport;
  /** Now, in the visitor's time zone when the server knows it: the header's clock is painted with it. */
  clock?: PaintedClock;
}

export interface PaintedScreen {
  page: PrerenderedPage;
  /** The brand the page shows (the build's: the server's configuration is the app's to read). */
  brand: string;
  /** Whose page it is: the app uses the data only under the same session. */
  userId: string;
  /** Every answer the page was drawn with, for the app's first render to draw the same. */
  queryData: [QueryKey, unknown][];
  /** And the client errors it showed (a cleaner not found), as problems. */
  queryErrors: [QueryKey, Problem][];
}

/** The screen for the visitor the transport speaks for, or null when they have no session or it redirects. */
export function renderPaintedScreen({
  path,
  locale,
  request,
  clock,
}: PaintScreenInput): Promise<PaintedScreen | null> {
  return requests.run(request, async () => {
    const session = await fetchSession();
    if (!session) return null;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://limpa.invalid${path}`));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    await loadSideMenus();
    const cache = paintingCache(session);
    const { client } = cache;
    const tried = new Set<string>();
    const render = () =>
      renderToString(
        <AppProviders client={client}>
          <PaintedPageContext value>
            <PaintedClockContext value={clock ?? null}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PaintedClockContext>
          </PaintedPageContext>
        </AppProviders>,
      );
    let markup = await inLanguage(locale, render);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const due = dueQueries(cache, tried);
      // A lazy part the render met (a chunk in the browser) is in by the next pass.
      if (due.length === 0 && !markup.includes(FALLBACK_MARK)) break;
      for (const query of due) tried.add(query.queryHash);
      await Promise.all(
        due.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
      );
      // A client error is an answer the page shows (a 404's "not found"); any other failure leaves the skeleton.
      for (const query of due) {
        if (query.state.status === 'error' && !isClientError(query.state.error)) {
          client.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
      markup = await inLanguage(locale, render);
    }
    // The session is the app's to read again at take-over: it may have changed by then.
    const answered = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.queryHash !== sessionHash);
    const queryData = answered
      .filter((query) => query.state.status === 'success')
      .map((query): [QueryKey, unknown] => [query.queryKey, query.state.data]);
    const queryErrors = answered.flatMap((query): [QueryKey, Problem][] => {
      const error = query.state.error;
      return isClientError(error) ? [[query.queryKey, problemOf(error)]] : [];
    });
    return {
      page: takeTitle(markup),
      brand: DEFAULT_APP_CONFIG.brandName,
      userId: session.user.id,
      queryData,
      queryErrors,
    };
  });
}
