import type { Booking } from '@limpa/contracts';
import { isActiveBookingStatus } from '@limpa/domain';
import { FileText, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { telHref } from '@/lib/format';

/** The customer's phone while the job is on (none once it is over), and whether its receipt is ready. */
export function jobLinks(booking: Booking) {
  const phone = isActiveBookingStatus(booking.status) ? booking.customer.phone?.trim() || null : null;
  return {
    phone,
    receipt: booking.status === 'completed',
    any: phone !== null || booking.status === 'completed',
  };
}

interface JobLinksProps {
  booking: Booking;
  /** Where many jobs are on screen, the job each link belongs to, named in its accessible name. */
  named?: { service: string; date: string; customer: string };
  size?: 'sm';
}

/** "Contact client" and "View receipt", where the job offers them (jobLinks). */
export function JobLinks({ booking, named, size }: JobLinksProps) {
  const { t } = useTranslation();
  const { phone, receipt } = jobLinks(booking);
  return (
    <>
      {phone ? (
        <Button asChild variant="secondary" size={size}>
          <a
            href={telHref(phone)}
            aria-label={
              named ? t('cleanerJobs.contactClientOf', { customer: named.customer, phone }) : undefined
            }
          >
            <Phone aria-hidden />
            {t('cleanerJobs.contactClient')}
          </a>
        </Button>
      ) : null}
      {receipt ? (
        <Button asChild variant="secondary" size={size}>
          <Link
            to={`/provider/jobs/${booking.id}/receipt`}
            aria-label={named ? t('cleanerJobs.viewReceiptOf', named) : undefined}
          >
            <FileText aria-hidden />
            {t('cleanerJobs.viewReceipt')}
          </Link>
        </Button>
      ) : null}
    </>
  );
}
