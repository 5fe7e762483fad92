import { COMPLAINT_TEXT_MAX_CHARS } from '@limpa/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { ComplaintSummary } from '@/components/complaint/complaint-summary';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { bookingComplaintQuery } from '@/lib/api/get-booking-complaint';
import { errorDescription } from '@/lib/errors';
import '@/lib/strings/complaint';
import { toast } from '@/lib/toast';
import { useAnswerComplaint } from '../api/answer-complaint';

/**
 * A completed job's complaint, for its cleaner (decision 070): what the customer said and showed, where it
 * stands, and while it is open and unanswered the one answer the cleaner may give. Nothing when there is none.
 */
export function JobComplaint({ bookingId, currency }: { bookingId: string; currency: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(bookingComplaintQuery(bookingId));
  const complaint = data?.complaint;
  if (!complaint) return null;
  const canAnswer = complaint.status === 'open' && complaint.answer === null;
  return (
    <DetailSection id={`job-complaint-${bookingId}`} title={t('complaint.heading')}>
      <div className="flex flex-col gap-4 rounded-xl border border-border/70 p-4">
        <ComplaintSummary complaint={complaint} currency={currency} />
        {canAnswer ? <AnswerForm bookingId={bookingId} /> : null}
      </div>
    </DetailSection>
  );
}

function AnswerForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerComplaint(bookingId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError(t('complaint.answerForm.required'));
    setError(null);
    try {
      await answer.mutateAsync(value);
      toast.success(t('complaint.answerForm.sent'));
    } catch (err) {
      // Shown beside the form too: a toast alone is gone before a screen reader user finds the field again.
      setError(errorDescription(err, t('complaint.answerForm.failed')));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-busy={answer.isPending}>
      <Label htmlFor={id}>{t('complaint.answerForm.label')}</Label>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('complaint.answerForm.hint')}
      </p>
      <Textarea
        id={id}
        value={text}
        maxLength={COMPLAINT_TEXT_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Button type="submit" className="self-start" disabled={answer.isPending}>
        {t('complaint.answerForm.submit')}
      </Button>
    </form>
  );
}
