// The signed-in shell's English, as the routed app registers it (app/routed-app.tsx).
import '@/app/signed-in-shell-strings';
import { type Locale, PAINTED_HOME, PAINTED_NAME_TOKENS, type PrerenderedPages } from '@limpa/contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import type { Session } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { LOCALES } from '@/lib/locale';
import { PaintedPageContext } from '@/lib/painted-page';
import { takeTitle, unlessSuspended } from './prerendered-markup';

/**
 * The signed-in customer home as the app's first commit draws it over the painted page (decision 039): the
 * app's own routes at /customer/dashboard, a customer's session whose names are the tokens the API replaces
 * per request, the page's data still on its way (its skeletons show). The clock and the avatar's initials are
 * left blank (lib/painted-page.ts).
 */
function paintedSession(locale: Locale): Session {
  return {
    user: { id: 'painted', email: PAINTED_NAME_TOKENS.displayName, emailVerified: true },
    profile: {
      id: 'painted',
      userId: 'painted',
      role: 'customer',
      fullName: PAINTED_NAME_TOKENS.displayName,
      firstName: PAINTED_NAME_TOKENS.firstName,
      lastName: null,
      phone: null,
      avatarUrl: null,
      isApproved: true,
      onboardingComplete: true,
      locale,
    },
  };
}

export async function renderCustomerHomePages(): Promise<PrerenderedPages> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://limpa.invalid${PAINTED_HOME.path}`));
  if (context instanceof Response) throw new Error('The customer home answered a redirect while rendering');
  const router = createStaticRouter(handler.dataRoutes, context);
  const pages = {} as PrerenderedPages['pages'];
  for (const locale of LOCALES) {
    await i18n.changeLanguage(locale);
    const markup = renderToString(
      <AppProviders session={paintedSession(locale)}>
        <PaintedPageContext value>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PaintedPageContext>
      </AppProviders>,
    );
    pages[locale] = takeTitle(unlessSuspended(markup, `The customer home (${locale})`));
  }
  return { brand: DEFAULT_APP_CONFIG.brandName, pages };
}
