import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en/index';

/**
 * Every user-facing string lives in locales/*.json. English ships first; pt-PT and fr-CA are added as
 * new resource files without touching components (DECISIONS "Identity and copy").
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export { i18n };
