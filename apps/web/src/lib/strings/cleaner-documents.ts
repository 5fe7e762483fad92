import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/cleaner-documents.json';

/**
 * The cleaner's documents section's English under `cleanerDocuments`, registered by the section itself: the
 * onboarding wizard and the profile page both show it (decision 071).
 */
addEnglishStrings('cleanerDocuments', strings);
