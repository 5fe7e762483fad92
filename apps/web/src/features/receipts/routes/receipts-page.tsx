import '../receipts-strings';
import { formatCalendarDay } from '@limpa/domain';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { InvoiceCard } from '@/components/invoice/invoice-card';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { formatLocale } from '@/lib/locale';
import { useMyInvoices } from '../api/get-my-invoices';

/**
 * /customer/receipts (docs/product-rules.md#invoices, decision 080): the customer's invoices and credit notes,
 * newest first, each with the booking it is for and its PDF; "Load more" reads the next keyset page.
 */
export function ReceiptsPage() {
  const { t } = useTranslation();
  const query = useMyInvoices();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('pages.customerReceipts')} subtitle={t('receipts.subtitle')} />
      <PagedList
        query={query}
        loadFailed={t('receipts.loadFailed')}
        empty={<EmptyState icon={ReceiptText} title={t('receipts.empty')} body={t('receipts.emptyBody')} />}
        renderItem={(invoice) => (
          <InvoiceCard invoice={invoice}>
            <p className="text-sm">
              {t('receipts.forBooking', {
                service: invoice.serviceName ?? t('receipts.defaultService'),
                date: formatCalendarDay(formatLocale(), invoice.visitDate, 'medium'),
              })}
            </p>
          </InvoiceCard>
        )}
      />
    </div>
  );
}
