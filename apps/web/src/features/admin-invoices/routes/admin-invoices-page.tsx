import '../admin-invoices-strings';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { TextField } from '@/components/forms/text-field';
import { InvoiceCard } from '@/components/invoice/invoice-card';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { useFindInvoice } from '../api/find-invoice';

/**
 * /admin/invoices (docs/product-rules.md#invoices, decision 080): an invoice or credit note found by its number,
 * with its customer, its PDF and a link to its booking. The API judges the number (422) and whether it exists.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('pages.adminInvoices');
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const query = useFindInvoice(searched);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = typed.trim();
    if (number) setSearched(number);
  };
  const status = query.error instanceof ApiError ? query.error.status : null;
  const refusal =
    status === 404 ? t('adminInvoices.notFound') : status === 422 ? t('adminInvoices.invalid') : null;

  return (
    <AdminPage title={title} subtitle={t('adminInvoices.subtitle')}>
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            id={fieldId}
            label={t('adminInvoices.number')}
            hint={t('adminInvoices.numberHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            error={refusal ?? undefined}
          />
        </div>
        <Button type="submit" disabled={!typed.trim()}>
          {t('adminInvoices.find')}
        </Button>
      </form>
      <section aria-label={t('adminInvoices.result')} aria-live="polite" className="max-w-xl">
        {searched === null || refusal ? null : query.isPending ? (
          <div role="status">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-20 w-full rounded-2xl" />
          </div>
        ) : query.isError ? (
          <LoadError
            message={t('adminInvoices.failed')}
            retryLabel={t('common.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <InvoiceCard invoice={query.data}>
            <p className="text-sm">{t('adminInvoices.customer', { name: query.data.customer.name })}</p>
            <Link
              to={`/admin/bookings?booking=${query.data.bookingId}`}
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              {t('adminInvoices.openBooking')}
            </Link>
          </InvoiceCard>
        )}
      </section>
    </AdminPage>
  );
}
