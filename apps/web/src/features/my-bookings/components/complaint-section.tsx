import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX_CHARS } from '@limpa/domain';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Label } from '@/components/ui/label';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { bookingComplaintQuery, useMakeComplaint } from '../api/booking-complaint';

/**
 * A completed booking's complaint (decision 070): within 48 h of completion "Not satisfied?" opens a form (a
 * reason, up to 5 photos); once sent, where it stands, the cleaner's answer and the team's decision.
 */
export function ComplaintSection({ bookingId, currency }: { bookingId: string; currency: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(bookingComplaintQuery(bookingId));
  const make = useMakeComplaint(bookingId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const photosId = useId();
  if (!data) return null;
  const { complaint } = data;

  if (complaint) {
    const decided =
      complaint.decision === 'refund'
        ? t('myBookings.complaint.decision.refund', {
            amount: formatMoney(complaint.refundCents ?? 0, currency),
          })
        : complaint.decision === 'reclean'
          ? t('myBookings.complaint.decision.reclean')
          : complaint.decision === 'none'
            ? t('myBookings.complaint.decision.none')
            : null;
    return (
      <section
        aria-labelledby={`${reasonId}-status`}
        className="flex flex-col gap-2 rounded-xl bg-muted/60 p-4 text-sm"
      >
        <h3 id={`${reasonId}-status`} className="font-semibold">
          {t('myBookings.complaint.heading')}
        </h3>
        <p>{decided ?? t('myBookings.complaint.open')}</p>
        {complaint.answer ? (
          <p>
            <span className="font-medium">{t('myBookings.complaint.answer')} </span>
            {complaint.answer}
          </p>
        ) : null}
      </section>
    );
  }
  if (!data.canComplain) return null;
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareWarning aria-hidden />
        {t('myBookings.complaint.action')}
      </Button>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t('myBookings.complaint.reasonRequired'));
    setError(null);
    try {
      await make.mutateAsync({ reason: text, photos });
      toast.success(t('myBookings.complaint.sent'));
    } catch (err) {
      toast.error(t('myBookings.complaint.failed'), { description: errorDescription(err) });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-border/70 p-4">
      <h3 className="font-semibold">{t('myBookings.complaint.action')}</h3>
      <p className="text-muted-foreground text-sm">{t('myBookings.complaint.intro')}</p>
      <Label htmlFor={reasonId}>{t('myBookings.complaint.reason')}</Label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={COMPLAINT_TEXT_MAX_CHARS}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined}
        rows={4}
        className="min-h-24 rounded-md border border-input bg-background p-3 text-base"
      />
      {error ? <ErrorText id={`${reasonId}-error`}>{error}</ErrorText> : null}
      <Label htmlFor={photosId}>{t('myBookings.complaint.photos', { max: COMPLAINT_PHOTOS_MAX })}</Label>
      <input
        id={photosId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, COMPLAINT_PHOTOS_MAX))}
        className="text-sm"
      />
      <Button type="submit" disabled={make.isPending}>
        {t('myBookings.complaint.submit')}
      </Button>
    </form>
  );
}
