import type { Complaint } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoLinks } from '@/components/photo-links';
import { formatMoney } from '@/lib/format';
import '@/lib/strings/complaint';

type Stage = 'waiting' | 'answered' | 'decided';

/** Where a complaint stands: the cleaner has not answered, has answered, or the team has decided. */
export function complaintStage(complaint: Pick<Complaint, 'status' | 'answer'>): Stage {
  if (complaint.status === 'decided') return 'decided';
  return complaint.answer ? 'answered' : 'waiting';
}

/** The team's decision in words, the refund's amount in the booking's currency; null while open. */
export function useDecisionText() {
  const { t } = useTranslation();
  return (complaint: Pick<Complaint, 'decision' | 'refundCents'>, currency: string) => {
    switch (complaint.decision) {
      case 'reclean':
        return t('complaint.decision.reclean');
      case 'refund':
        return t('complaint.decision.refund', { amount: formatMoney(complaint.refundCents ?? 0, currency) });
      case 'none':
        return t('complaint.decision.none');
      default:
        return null;
    }
  };
}

/**
 * A complaint as its cleaner and the admins read it (decision 070): its stage, the customer's reason and
 * photos, the cleaner's answer and the team's decision, as a description list a screen reader walks in order.
 */
export function ComplaintSummary({ complaint, currency }: { complaint: Complaint; currency: string }) {
  const { t } = useTranslation();
  const decision = useDecisionText()(complaint, currency);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="font-medium">{t(`complaint.status.${complaintStage(complaint)}`)}</p>
      <dl className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{t('complaint.reason')}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{complaint.reason}</dd>
        </div>
        {complaint.photos.length > 0 ? (
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t('complaint.photos.label')}</dt>
            <dd>
              <PhotoLinks
                photos={complaint.photos}
                label={t('complaint.photos.label')}
                alt={(n) => t('complaint.photos.alt', { n })}
              />
            </dd>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{t('complaint.answer')}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
            {complaint.answer ?? t('complaint.noAnswer')}
          </dd>
        </div>
        {decision ? (
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t('complaint.decision.label')}</dt>
            <dd>{decision}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
