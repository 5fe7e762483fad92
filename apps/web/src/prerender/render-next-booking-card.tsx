import type { Booking, Locale } from '@limpa/contracts';
import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { NextBookingCard } from '@/features/customer-home/components/next-booking-card';
import { DEFAULT_APP_LOCALE, setActiveLocale } from '@/lib/locale';
import customerHome from '@/lib/locales/en/customer-home.json';
import { resources as frCA } from '@/lib/locales/fr-CA/index';
import { resources as ptPT } from '@/lib/locales/pt-PT/index';

/**
 * The customer home's next-booking card, rendered by the API per request into the painted home (decision 041):
 * for a customer with a booking, the card is the first screen's largest text, and drawn by the app it came only
 * after the scripts had loaded and run. The web build bundles this module whole into
 * dist/prerendered/next-booking-card.mjs (scripts/prerender.ts); the API imports it at start.
 */

const RESOURCES: Record<Locale, ResourceKey> = {
  en: { customerHome },
  'pt-PT': ptPT,
  'fr-CA': frCA,
};

/** One i18next instance per language, made once: requests in different languages never share one. */
const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      resources: { [locale]: { translation: RESOURCES[locale] }, en: { translation: RESOURCES.en } },
      lng: locale,
      fallbackLng: DEFAULT_APP_LOCALE,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * The card as the app's home draws it for this booking (or the prompt to book one), in `locale`. Synchronous
 * from the locale's setting to the markup, so no other request's language comes between: dates are formatted
 * in the active locale (lib/locale.ts), which is module state.
 */
export function renderNextBookingCard(booking: Booking | null, locale: Locale): string {
  const i18n = instanceFor(locale);
  setActiveLocale(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/customer/dashboard">
        <NextBookingCard booking={booking} />
      </StaticRouter>
    </I18nextProvider>,
  );
}
