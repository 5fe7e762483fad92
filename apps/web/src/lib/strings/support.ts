import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/support.json';

/**
 * The help desk's shared English under `support` (topics, statuses, a case's conversation), registered by each
 * module that asks for one of its keys (import this file for its effect): the Help page and the admins' queue
 * both show them (decision 032).
 */
addEnglishStrings('support', strings);
