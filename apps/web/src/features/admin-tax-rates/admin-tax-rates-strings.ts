import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/admin-tax-rates.json';

/** This feature's English strings, registered when its first page loads (decision 023). */
addEnglishStrings('adminTaxRates', strings);
