import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/home-types.json';

/**
 * Home types named with words (Canada's "Studio", "2 bedrooms"), registered by lib/booking-names.ts, the one
 * module that asks for them (decision 032): the home, which names none this way, does not carry them.
 */
addEnglishStrings('homeTypes', strings);
