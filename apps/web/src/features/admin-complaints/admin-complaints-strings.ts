import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/admin-complaints.json';

/** This feature's English strings, registered when its page loads (decision 023). */
addEnglishStrings('adminComplaints', strings);
