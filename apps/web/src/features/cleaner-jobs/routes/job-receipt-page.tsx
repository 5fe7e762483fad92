import { countryForCurrency, dateTimeFormat } from '@limpa/domain';
import { homeTypeText } from '@/lib/booking-names';
import '../cleaner-jobs-strings';
import type { Booking } from '@limpa/contracts';
import { ArrowLeft, Info, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PaymentStatusBadge } from '@/components/booking/payment-status-badge';
import { BrandLockup } from '@/components/brand-logo';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { formatClockTime, formatHours } from '@/lib/format';
import { formatLocale } from '@/lib/locale';
import { zoneName } from '@/lib/zone-name';
import { useJob } from '../api/get-job';
import { formatJobDate } from '../cleaner-jobs-format';
import { JobCharges } from '../components/job-charges';
import { PriceBreakdown } from '../components/price-breakdown';
import { useJobNames } from '../use-job-names';

/**
 * A printable receipt of one job (/provider/jobs/:bookingId/receipt): brand, booking id, date, customer,
 * address, the items (base, add-ons, overtime), total, platform fee and earnings, payment status and
 * charges. Print hides the app chrome and the buttons (`print:hidden`).
 */
export function JobReceiptPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { bookingId = '' } = useParams();
  const query = useJob(bookingId);
  const title = t('pages.cleanerJobReceipt');

  return (
    <div className="flex flex-col gap-5 print:gap-0">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/provider/jobs?tab=past">
            <ArrowLeft aria-hidden />
            {t('cleanerJobs.receipt.back')}
          </Link>
        </Button>
        {query.data ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden />
            {t('cleanerJobs.receipt.print')}
          </Button>
        ) : null}
      </div>

      {query.data ? (
        <Receipt booking={query.data} />
      ) : query.isError ? (
        <ReceiptError
          missing={isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ReceiptSkeleton />
      )}
    </div>
  );
}

function Receipt({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { service, customer } = useJobNames(booking);
  const issued = dateTimeFormat(formatLocale(), { dateStyle: 'long' }).format(new Date());

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4 border-border border-b pb-5">
        <BrandLockup markClassName="size-9 print:size-8" />
        <div className="flex flex-col items-end gap-1 text-right">
          <h1 className="font-bold text-2xl tracking-tight">{t('cleanerJobs.receipt.heading')}</h1>
          <p className="text-muted-foreground text-xs">{t('cleanerJobs.receipt.issued', { date: issued })}</p>
        </div>
      </header>

      {booking.status !== 'completed' ? (
        <p className="flex gap-2 rounded-xl bg-status-pending-bg p-3 text-sm text-status-pending">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('cleanerJobs.receipt.notCompleted')}
        </p>
      ) : null}

      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
        <Field wide label={t('cleanerJobs.receipt.bookingId')}>
          <span className="break-all font-mono text-[0.8125rem]">{booking.id}</span>
        </Field>
        <Field label={t('cleanerJobs.receipt.date')}>
          {t('cleanerJobs.when', {
            date: formatJobDate(booking.bookingDate),
            time: formatClockTime(booking.bookingTime),
          })}
          <span className="block font-normal text-muted-foreground text-xs">
            {zoneName(booking.timeZone)}
          </span>
        </Field>
        <Field label={t('cleanerJobs.receipt.status')}>
          <Badge variant={booking.status} className="print:border print:border-current">
            {t(`cleanerJobs.status.${booking.status}`)}
          </Badge>
        </Field>
        <Field label={t('cleanerJobs.customer')}>{customer}</Field>
        <Field label={t('cleanerJobs.receipt.service')}>
          {service}
          <span className="block font-normal text-muted-foreground text-xs">
            {homeTypeText(t, booking.homeType, countryForCurrency(booking.currency))} ·{' '}
            {t('cleanerJobs.hours', {
              hours: formatHours(booking.actualHoursWorked ?? booking.durationHours),
            })}
          </span>
        </Field>
        <Field wide label={t('cleanerJobs.address')}>
          {booking.customerAddress}
        </Field>
      </dl>

      <section aria-labelledby="receipt-items-heading" className="flex flex-col gap-2">
        <h2 id="receipt-items-heading" className="font-semibold">
          {t('cleanerJobs.receipt.items')}
        </h2>
        <PriceBreakdown
          booking={booking}
          className="rounded-xl border border-border/70 p-4 print:rounded-none"
        />
      </section>

      <section aria-labelledby="receipt-payment-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="receipt-payment-heading" className="font-semibold">
            {t('cleanerJobs.detail.paymentHeading')}
          </h2>
          <PaymentStatusBadge
            status={booking.paymentStatus}
            label={t(`cleanerJobs.payment.${booking.paymentStatus}`)}
          />
        </div>
        <JobCharges booking={booking} />
      </section>

      <p className="border-border border-t pt-4 text-center text-muted-foreground text-xs">
        {t('cleanerJobs.receipt.footer', { currency: booking.currency, brand })}
      </p>
    </Card>
  );
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ReceiptError({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-start gap-3 p-6">
      <h1 className="font-semibold text-xl">
        {missing ? t('cleanerJobs.detail.notFound') : t('cleanerJobs.receipt.loadFailed')}
      </h1>
      <p className="text-muted-foreground">
        {missing ? t('cleanerJobs.detail.notFoundBody') : t('cleanerJobs.detail.loadFailedBody')}
      </p>
      {missing ? (
        <Button asChild variant="outline">
          <Link to="/provider/jobs">{t('cleanerJobs.receipt.back')}</Link>
        </Button>
      ) : (
        <Button variant="outline" onClick={onRetry}>
          {t('cleanerJobs.retry')}
        </Button>
      )}
    </Card>
  );
}

function ReceiptSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-8">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <SkeletonBars className="flex justify-between" bars={['h-9 w-28', 'h-8 w-24']} />
      <Skeleton className="h-4 w-full" />
      <SkeletonBars className="grid grid-cols-2 gap-4" bars={['h-10', 'h-10', 'h-10', 'h-10']} />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </Card>
  );
}
