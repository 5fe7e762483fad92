import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The service and customer names, with the fallbacks of docs/product-rules.md#cleaner-screens, "Cleaning
 * Service" and "Customer".
 */
export function useJobNames(booking: Pick<Booking, 'serviceName' | 'customer'>) {
  const { t } = useTranslation();
  return {
    service: booking.serviceName.trim() || t('cleanerJobs.fallbackService'),
    customer: booking.customer.fullName.trim() || t('cleanerJobs.fallbackCustomer'),
  };
}
