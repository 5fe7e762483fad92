import enNotifications from '../locales/en/notifications.json';

/**
 * The API's own texts (notifications; e-mails once they move to templates) in the recipient's language. Only English exists yet; another
 * language adds a folder beside locales/en with the same keys and a line below. A missing key falls back to
 * English, and a key missing in English too is returned as is (so a typo shows, never throws).
 */
const RESOURCES: Record<string, Record<string, unknown>> = {
  en: { notifications: enNotifications },
};
export const DEFAULT_LOCALE = 'en';

type Vars = Record<string, string | number | null | undefined>;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `translate('en', 'notifications.booking_confirmed.title', { name })`; `{{var}}` placeholders are filled. */
export function translate(locale: string | null | undefined, key: string, vars: Vars = {}): string {
  const text =
    lookup(RESOURCES[locale ?? DEFAULT_LOCALE], key) ?? lookup(RESOURCES[DEFAULT_LOCALE], key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
