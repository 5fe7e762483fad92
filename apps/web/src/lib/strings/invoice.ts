import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/invoice.json';

/**
 * An invoice's shared English under `invoice` (its kind, date and download link; decision 080), registered by
 * each module that asks for one of its keys: Receipts, a booking's detail and the admins' look-up all show one.
 */
addEnglishStrings('invoice', strings);
