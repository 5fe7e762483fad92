import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { InvoiceCard } from '@/components/invoice/invoice-card';
import { useBookingInvoices } from '../api/get-booking-invoices';

/**
 * A booking's receipts (docs/product-rules.md#invoices): its invoices and credit notes with their PDFs, shown
 * only once it has some. Only a booking some money moved for is asked about.
 */
export function BookingReceipts({ booking }: { booking: Pick<Booking, 'id' | 'charges'> }) {
  const { t } = useTranslation();
  const query = useBookingInvoices(booking.id, booking.charges.length > 0);
  if (!query.data || query.data.length === 0) return null;
  return (
    <DetailSection id="booking-receipts-heading" title={t('myBookings.detail.receipts')}>
      <ul className="flex flex-col gap-2">
        {query.data.map((invoice) => (
          <li key={invoice.id}>
            <InvoiceCard invoice={invoice} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
