import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/report.json';

/**
 * The report dialog's English under `report`, registered by each module that asks for one of its keys (import
 * this file for its effect): reviews and booking details in several features show it (decision 032).
 */
addEnglishStrings('report', strings);
