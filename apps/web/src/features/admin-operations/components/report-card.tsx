import type { AdminReport } from '@limpa/contracts';
import { Check, ExternalLink, EyeOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingStars } from '@/components/rating-stars';
import { TitledCard } from '@/components/titled-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type DecideReportInput, useDecideReport } from '../api/decide-report';
import { formatDate } from '../operations-format';

const STATUS_BADGE = { open: 'pending', action_taken: 'completed', dismissed: 'cancelled' } as const;

/** The admin users page, searched for the person (its list opens their details). */
const userLink = (name: string | null, userId: string) =>
  `/admin/users?${new URLSearchParams({ q: name ?? userId })}`;

/**
 * One report: what it is about (the review's stars, words and cleaner, or the person), who reported it, why and
 * when; an open one is dismissed or acted on (a review's: hidden).
 */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const decide = useDecideReport();
  const unknown = t('adminOperations.reports.unknownPerson');
  const subject = report.review
    ? t('adminOperations.reports.aboutReview', { name: report.review.cleaner.fullName ?? unknown })
    : t('adminOperations.reports.aboutPerson', { name: report.person?.fullName ?? unknown });

  const run = (status: DecideReportInput['status']) =>
    decide.mutate(
      { id: report.id, status },
      {
        onSuccess: () => toast.success(t(`adminOperations.reports.done.${status}`)),
        onError: (error) =>
          toast.error(t('adminOperations.reports.failed'), {
            description: errorDetail(error) ?? t('adminOperations.reports.failedBody'),
          }),
      },
    );

  return (
    <li>
      <TitledCard
        as="article"
        title={subject}
        aside={
          <Badge variant={STATUS_BADGE[report.status]}>
            {t(`adminOperations.reports.status.${report.status}`)}
          </Badge>
        }
        className="flex h-full flex-col gap-3 p-4 sm:p-5"
        titleClassName="min-w-0 font-semibold"
      >
        {report.review ? (
          <div className="flex flex-col gap-1 rounded-xl bg-muted/60 p-3 text-sm">
            <RatingStars
              value={report.review.rating}
              label={t('adminOperations.reviews.rated', { rating: report.review.rating })}
            />
            {report.review.comment ? (
              <p className="whitespace-pre-line">“{report.review.comment}”</p>
            ) : (
              <p className="text-muted-foreground italic">{t('adminOperations.reviews.noComment')}</p>
            )}
            {report.review.isHidden ? (
              <p className="text-muted-foreground text-xs">{t('adminOperations.reports.reviewHidden')}</p>
            ) : null}
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="col-span-2 flex min-w-0 flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('adminOperations.reports.reason')}</dt>
            <dd className="whitespace-pre-line">{report.reason}</dd>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('adminOperations.reports.reporter')}</dt>
            <dd className="truncate font-medium">{report.reporter.fullName ?? unknown}</dd>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('adminOperations.reports.date')}</dt>
            <dd className="font-medium tabular">{formatDate(report.createdAt)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-border/70 border-t pt-3">
          {report.person ? (
            <Link
              to={userLink(report.person.fullName, report.person.userId)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('adminOperations.reports.openUser', { name: report.person.fullName ?? unknown })}
            </Link>
          ) : (
            <span />
          )}
          {report.status === 'open' ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => run('dismissed')}
                disabled={decide.isPending}
                aria-label={t('adminOperations.reports.dismissLabel', { subject })}
              >
                <X aria-hidden />
                {t('adminOperations.reports.dismiss')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => run('action_taken')}
                disabled={decide.isPending}
                aria-busy={decide.isPending || undefined}
                aria-label={
                  report.review
                    ? t('adminOperations.reports.hideReviewLabel', { subject })
                    : t('adminOperations.reports.actionTakenLabel', { subject })
                }
              >
                {report.review ? <EyeOff aria-hidden /> : <Check aria-hidden />}
                {report.review
                  ? t('adminOperations.reports.hideReview')
                  : t('adminOperations.reports.actionTaken')}
              </Button>
            </div>
          ) : null}
        </div>
      </TitledCard>
    </li>
  );
}
