import { numberFormat } from '@limpa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatLocale } from '@/lib/locale';

interface PlatformStatusProps {
  /** undefined while checking. */
  online: boolean | undefined;
  /** undefined while loading, null when unknown. */
  activeSessions: number | null | undefined;
  reviewsThisWeek: number | null | undefined;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 border-border/70 border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold tabular">{children}</dd>
    </div>
  );
}

function figure(value: number | null | undefined, dash: string): ReactNode {
  if (value === undefined) return <Skeleton className="h-5 w-8" />;
  if (value === null) return dash;
  return numberFormat(formatLocale()).format(value);
}

/**
 * Platform Status: whether the API answers, sessions used in the last 15 minutes, and the reviews published in
 * the last 7 days (published at once, there is no approval queue), linking to the visible reviews to look over.
 */
export function PlatformStatus({ online, activeSessions, reviewsThisWeek }: PlatformStatusProps) {
  const { t } = useTranslation();
  const dash = t('adminConsole.dashboard.stats.unavailable');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('adminConsole.dashboard.status.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        <dl>
          <Row label={t('adminConsole.dashboard.status.api')}>
            {online === undefined ? (
              <span className="text-muted-foreground">{t('adminConsole.dashboard.status.checking')}</span>
            ) : (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden
                  className={cn(
                    'size-2.5 rounded-full',
                    online
                      ? 'bg-status-completed shadow-[0_0_0_3px_var(--color-status-completed-bg)]'
                      : 'bg-status-failed',
                  )}
                />
                <span className={online ? 'text-status-completed' : 'text-status-failed'}>
                  {online
                    ? t('adminConsole.dashboard.status.online')
                    : t('adminConsole.dashboard.status.offline')}
                </span>
              </span>
            )}
          </Row>
          <Row label={t('adminConsole.dashboard.status.activeSessions')}>{figure(activeSessions, dash)}</Row>
          <Row
            label={
              <Link
                to="/admin/reviews?show=visible"
                className="underline decoration-border underline-offset-4 hover:text-foreground hover:decoration-current"
              >
                {t('adminConsole.dashboard.status.newReviews')}
              </Link>
            }
          >
            {figure(reviewsThisWeek, dash)}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
