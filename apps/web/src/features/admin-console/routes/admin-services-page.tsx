import '../admin-console-strings';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminServices } from '../api/get-admin-services';
import { ServiceEditor } from '../components/service-editor';
import { useAdminPageMeta } from '../components/use-admin-page-meta';

/**
 * /admin/services (docs/product-rules.md#admin, decision 066): every service, hidden ones too, each its own
 * form for its English texts, whether customers see it, and its price and duration per home type and currency.
 */
export function AdminServicesPage() {
  const { t } = useTranslation();
  const title = t('adminConsole.catalogue.title');
  useAdminPageMeta(title);
  const services = useAdminServices();

  return (
    <AdminPage title={title} subtitle={t('adminConsole.catalogue.intro')}>
      {services.data ? (
        services.data.length === 0 ? (
          <p className="text-muted-foreground">{t('adminConsole.catalogue.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-6">
            {services.data.map((service) => (
              <li key={service.id}>
                <ServiceEditor service={service} />
              </li>
            ))}
          </ul>
        )
      ) : services.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-card"
        >
          <p className="font-semibold">{t('adminConsole.catalogue.loadFailed')}</p>
          <Button variant="outline" onClick={() => void services.refetch()} disabled={services.isFetching}>
            {t('adminConsole.catalogue.retry')}
          </Button>
        </div>
      ) : (
        <Card role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <CardContent className="flex flex-col gap-4">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-40 w-full" />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
