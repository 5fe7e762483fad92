import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/receipts.json';

/** This feature's English strings, registered when its first page loads (decision 023). */
addEnglishStrings('receipts', strings);
