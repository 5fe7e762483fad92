import { countryForCurrency, type HomeType, homeTypeName } from '@limpa/domain';
import type { MailWriter } from './mail-writer';

/**
 * A booking's home type as its country names it, in the recipient's language: "T2" in Portugal, "2 bedrooms"
 * in Canada (domain homeTypeName). A booking keeps its currency, which says its country.
 */
export function mailHomeType(w: MailWriter, homeType: HomeType, currency: string): string {
  const name = homeTypeName(homeType, countryForCurrency(currency));
  if (name.style === 'code') return name.code;
  if (name.style === 'studio') return w.t('home_type.studio');
  const key = name.orMore ? 'bedrooms_or_more' : name.count === 1 ? 'one_bedroom' : 'bedrooms';
  return w.t(`home_type.${key}`, { count: name.count });
}
