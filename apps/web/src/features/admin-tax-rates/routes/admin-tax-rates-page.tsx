import '../admin-tax-rates-strings';
import { TAX_COUNTRIES } from '@limpa/domain/tax';
import { Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/app-config';
import { useTaxRates } from '../api/get-tax-rates';
import { ScheduleTaxRateForm } from '../components/schedule-tax-rate-form';
import { TaxRateTable } from '../components/tax-rate-table';

/**
 * /admin/tax-rates (docs/product-rules.md#tax, decision 074): the rates in force and scheduled, one table per
 * country, and the form that schedules a new one. Replaced rows stay in the database, not on this screen.
 */
export function AdminTaxRatesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const query = useTaxRates();
  const title = t('pages.adminTaxRates');

  return (
    <AdminPage title={title} subtitle={t('adminTaxRates.subtitle')}>
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          message={t('adminTaxRates.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ScheduleTaxRateForm today={query.data.today} />
          {TAX_COUNTRIES.map((country) => {
            const rates = query.data.rates.filter((r) => r.country === country && r.status !== 'replaced');
            const heading = t(`adminTaxRates.countries.${country}`);
            return (
              <section key={country} aria-label={heading} className="flex flex-col gap-3">
                <h2 className="font-semibold text-lg">{heading}</h2>
                {rates.length === 0 ? (
                  <EmptyState icon={Percent} title={t('adminTaxRates.empty')} />
                ) : (
                  <TaxRateTable label={heading} rates={rates} today={query.data.today} />
                )}
              </section>
            );
          })}
        </>
      )}
    </AdminPage>
  );
}
