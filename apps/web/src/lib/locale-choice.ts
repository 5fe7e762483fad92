import type { Locale } from '@limpa/contracts';
import { LOCALE_STORAGE_KEY, matchLocale, storeLocale } from './locale';

/**
 * A language picked while signed out, not yet given to an account: sign-in and sign-up send it, since the
 * latest explicit choice wins over the account's stored language (docs/product-rules.md#languages). A language
 * the app only guessed (the browser's) is never sent. Kept apart from locale.ts so that only /auth and the
 * pickers load it, not every first screen.
 */
const CHOSEN_KEY = `${LOCALE_STORAGE_KEY}.chosen`;

// Storage can be disabled (private modes): the choice then applies to this page only.
const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function chooseLocaleSignedOut(locale: Locale) {
  storeLocale(locale);
  try {
    storage()?.setItem(CHOSEN_KEY, locale);
  } catch {
    // Full or refused: sign-in keeps the account's language then.
  }
}

/** The signed-out choice to hand to the account, as a request body's part (`{}` when none). */
export function pendingLocaleChoice(): { locale?: Locale } {
  const locale = matchLocale(storage()?.getItem(CHOSEN_KEY));
  return locale ? { locale } : {};
}

/** Once an account took the choice it is the account's: later sign-ins keep whatever the account says. */
export function clearPendingLocaleChoice() {
  storage()?.removeItem(CHOSEN_KEY);
}
