import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/complaint.json';

/**
 * A complaint's shared English under `complaint` (its status, photos, answer and decision; decision 070),
 * registered by each module that asks for one of its keys: the cleaner's job and the admins' queue both show one.
 */
addEnglishStrings('complaint', strings);
