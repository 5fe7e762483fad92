import type { AdminSupportCase } from '@limpa/contracts';
import type { TFunction } from 'i18next';

/**
 * Who asked, as the queue and the case say it: a person by name (and role, where it is shown), a signed-out
 * visitor (decision 073) by the name and address they gave, saying the answer goes by e-mail.
 */
export function requesterLine(t: TFunction, item: AdminSupportCase, withRole = false): string {
  const name = item.requesterName ?? t('adminSupport.unknownPerson');
  if (item.guestEmail) return t('adminSupport.fromGuest', { name, email: item.guestEmail });
  if (withRole && item.requesterRole)
    return t('adminSupport.fromWithRole', { name, role: t(`roles.${item.requesterRole}`) });
  return t('adminSupport.from', { name });
}
