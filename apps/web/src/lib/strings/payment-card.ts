import { addEnglishStrings } from '@/lib/i18n';
import strings from '@/lib/locales/en/payment-card.json';

/**
 * Shared components' English under `paymentCard`, registered by each module that asks for one of its keys (import
 * this file for its effect), so screens that show none of it do not download it (decision 032).
 */
addEnglishStrings('paymentCard', strings);
