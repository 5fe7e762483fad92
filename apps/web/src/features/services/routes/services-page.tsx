import '../services-strings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SkeletonBars, SkeletonMedia } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '@/lib/api/get-addresses';
import { useServices } from '@/lib/api/get-services';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { CustomServiceCard } from '../components/custom-service-card';
import { PricingSection } from '../components/pricing-section';
import { ServiceCard } from '../components/service-card';
import { ServiceSearchField } from '../components/service-search-field';
import { servicesMatching } from '../service-search';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

function ServiceCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <SkeletonMedia media="size-11 rounded-xl" bars={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-4/5']} />
      <SkeletonBars className="flex justify-between" bars={['h-4 w-24', 'h-4 w-14']} />
      <Skeleton className="h-11 w-full rounded-xl" />
    </Card>
  );
}

/**
 * /customer/services: the services catalogue (filtered by `?q=`, the home screen's search), the price table and
 * the way to the FAQ.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { status, profile } = useAuth();
  const services = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const setQuery = (q: string) => setSearchParams(q ? { q } : {}, { replace: true });
  const shown = services.data ? servicesMatching(services.data, query) : [];
  const addresses = useAddresses();
  // The default address's currency; before one is saved, the person's, which the server works out from their
  // country or language (docs/product-rules.md#money): CA$ for a Canadian.
  const address = addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
  const currency = address?.currency ?? profile?.currency ?? 'EUR';
  const title = t('pages.customerServices');

  useEffect(() => {
    // One toast per failure, even when the effect runs twice.
    if (services.isError) toast.error(t('services.loadFailed'), { id: 'services-load-failed' });
  }, [services.isError, t]);

  const book = (selectedServiceId: string) => {
    if (status !== 'signed-in') {
      void navigate('/auth');
      return;
    }
    void navigate('/customer/book', { state: { selectedServiceId } });
  };

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('services.intro')}</p>
      </div>

      <ServiceSearchField value={query} onChange={setQuery} />
      {query.trim() && services.data && services.data.length > 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t('services.search.found', { count: shown.length })}
        </p>
      ) : null}

      {services.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {SKELETON_KEYS.slice(0, 4).map((key) => (
            <ServiceCardSkeleton key={key} />
          ))}
        </div>
      ) : services.isError ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <p className="text-muted-foreground">{t('services.loadFailedInline')}</p>
          <Button variant="outline" onClick={() => void services.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      ) : services.data.length === 0 ? (
        <Card className="p-5">
          <p className="text-muted-foreground">{t('services.empty')}</p>
        </Card>
      ) : shown.length === 0 ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <p className="text-muted-foreground">{t('services.search.none', { query: query.trim() })}</p>
          <Button variant="outline" onClick={() => setQuery('')}>
            {t('services.search.showAll')}
          </Button>
        </Card>
      ) : (
        <ul aria-label={t('services.listLabel')} className="grid gap-4 sm:grid-cols-2">
          {shown.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} currency={currency} onBook={book} />
            </li>
          ))}
        </ul>
      )}

      <PricingSection currency={currency} />
      <CustomServiceCard />
    </div>
  );
}
