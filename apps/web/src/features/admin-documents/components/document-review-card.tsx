import type { AdminCleanerDocument } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/errors';
import { formatLocale } from '@/lib/format';
import { toast } from '@/lib/toast';
import { openDocument, useReviewDocument } from '../api/review-document';

/** One document in the queue: whose, which kind, when; open the file, approve it or ask for it again. */
export function DocumentReviewCard({ doc }: { doc: AdminCleanerDocument }) {
  const { t } = useTranslation();
  const review = useReviewDocument();
  const [opening, setOpening] = useState(false);
  const name = doc.cleanerName ?? t('adminDocuments.unknownCleaner');
  const kind = t(`adminDocuments.kinds.${doc.kind}`);
  const uploaded = dateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(doc.uploadedAt),
  );

  const view = () => {
    // The tab opens on the click itself (a popup blocker allows that), then goes to the 5-minute link.
    const tab = window.open('', '_blank');
    setOpening(true);
    openDocument(doc.id, tab)
      .catch((error) => {
        tab?.close();
        toast.error(t('adminDocuments.toasts.openFailed'), { description: errorDescription(error) });
      })
      .finally(() => setOpening(false));
  };

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <IconBadge icon={FileText} className="size-10 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="truncate font-semibold">{name}</h2>
          <p className="text-sm">{kind}</p>
          <p className="truncate text-muted-foreground text-sm">{doc.fileName}</p>
          <p className="text-muted-foreground text-xs">
            {t('adminDocuments.uploadedAt', { when: uploaded })}
          </p>
          {doc.reason ? (
            <p className="text-sm">{t('adminDocuments.reasonShown', { reason: doc.reason })}</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={view}
          disabled={opening}
          aria-label={t('adminDocuments.viewLabel', { kind, name })}
        >
          {t('adminDocuments.view')}
        </Button>
        {doc.status === 'pending' ? (
          <>
            <Button
              size="sm"
              disabled={review.isPending}
              onClick={() => review.mutate({ id: doc.id, body: { decision: 'approve' } })}
              aria-label={t('adminDocuments.approveLabel', { kind, name })}
            >
              {t('adminDocuments.approve')}
            </Button>
            <ReasonDialog
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('adminDocuments.askAgainLabel', { kind, name })}
                >
                  {t('adminDocuments.askAgain')}
                </Button>
              }
              title={t('adminDocuments.askAgainTitle', { name })}
              description={t('adminDocuments.askAgainDescription')}
              reasonLabel={t('adminDocuments.reason')}
              submitLabel={t('adminDocuments.askAgain')}
              closeLabel={t('common.close')}
              requiredMessage={t('adminDocuments.reasonRequired')}
              failedMessage={t('adminDocuments.toasts.failed')}
              onSubmit={(reason) =>
                review.mutateAsync({ id: doc.id, body: { decision: 'ask_again', reason } })
              }
            />
          </>
        ) : null}
      </div>
    </Card>
  );
}
