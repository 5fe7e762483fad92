import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/sign-up-terms.json';

/**
 * The Sign Up form's terms box, registered by its lazy chunk rather than bundled with the shell: the sign-in
 * screen's first load is at its budget, and only the Sign Up tab shows these (decision 068).
 */
addEnglishStrings('signUpTerms', strings);
