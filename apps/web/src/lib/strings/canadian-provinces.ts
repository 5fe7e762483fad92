import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/canadian-provinces.json';

/**
 * Canada's provinces and territories named in the reader's language ("Québec", "Colúmbia Britânica"), keyed by
 * their two-letter code; registered by lib/province-names.ts, the one module that asks for them (decision 032).
 */
addEnglishStrings('canadianProvinces', strings);
