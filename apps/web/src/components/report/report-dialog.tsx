import '@/lib/strings/report';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { useFileReport } from '@/lib/api/file-report';
import { toast } from '@/lib/toast';

type ReportTarget = { reviewId: string; authorName: string } | { userId: string; name: string };

/**
 * "Report" on a review or "Report this person" on a booking (decision 072): a dialog asking what is wrong, the
 * server's refusal (already reported, not found) shown in it in the person's language, a thank-you toast after.
 */
export function ReportDialog({ target, className }: { target: ReportTarget; className?: string }) {
  const { t } = useTranslation();
  const file = useFileReport();
  const isReview = 'reviewId' in target;
  const name = isReview ? target.authorName : target.name;
  const send = async (reason: string) => {
    await file.mutateAsync(
      isReview ? { reviewId: target.reviewId, reason } : { userId: target.userId, reason },
    );
    toast.success(t('report.sent'));
  };
  return (
    <ReasonDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className={className}
          // The visible word starts the name (label in name): which review, for a list of several.
          aria-label={isReview ? t('report.review.actionLabel', { name }) : undefined}
        >
          <Flag aria-hidden />
          {isReview ? t('report.review.action') : t('report.person.action')}
        </Button>
      }
      title={isReview ? t('report.review.title') : t('report.person.title', { name })}
      description={isReview ? t('report.review.description') : t('report.person.description', { name })}
      reasonLabel={t('report.reasonLabel')}
      submitLabel={t('report.submit')}
      closeLabel={t('report.close')}
      requiredMessage={t('report.required')}
      failedMessage={t('report.failed')}
      onSubmit={send}
    />
  );
}
