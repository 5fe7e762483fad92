import type { AdminComplaint, AdminComplaintDecisionBody } from '@limpa/contracts';
import { COMPLAINT_DECISIONS, type ComplaintDecision } from '@limpa/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from '@/components/focus-heading';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorDescription } from '@/lib/errors';
import { formatClockTime, formatMoney } from '@/lib/format';
import { parseAmountToCents } from '@/lib/parse-amount';
import { toast } from '@/lib/toast';
import { useDecideComplaint } from '../api/decide-complaint';
import { calendarDay } from '../complaints-format';
import { type RecleanChoice, RecleanFields } from './reclean-fields';

/** Each decision's radio label (keys spelled out, so the unused-key check sees them). */
const DECISION_LABELS = {
  reclean: 'adminComplaints.decide.reclean',
  refund: 'adminComplaints.decide.refund',
  none: 'adminComplaints.decide.none',
} as const satisfies Record<ComplaintDecision, string>;

/** What is about to be sent, and the sentence the admin confirms it with. */
interface Pending {
  body: AdminComplaintDecisionBody;
  question: string;
}

/**
 * The decision on an open complaint: a free re-clean, a refund (at most what is left, in the booking's currency)
 * or no action, each confirmed in a second step. A refusal (slot taken, refund too large, decided by someone
 * else) comes back to the form, translated, in an alert; a success closes the dialog.
 */
export function DecisionForm({ complaint, onDone }: { complaint: AdminComplaint; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideComplaint(complaint.bookingId);
  const money = (cents: number) => formatMoney(cents, complaint.currency);
  const customer = complaint.customerName ?? t('adminComplaints.unknownPerson');
  const [choice, setChoice] = useState<ComplaintDecision | null>(null);
  const [reclean, setReclean] = useState<RecleanChoice>({
    date: '',
    cleanerId: complaint.cleanerId ?? '',
    cleanerName: complaint.cleanerName ?? t('adminComplaints.unknownPerson'),
    time: '',
  });
  const [amount, setAmount] = useState((complaint.refundableCents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pending) confirmRef.current?.focus();
  }, [pending]);

  const prepare = (): Pending | string => {
    if (choice === 'reclean') {
      if (!reclean.date || !reclean.time) return t('adminComplaints.decide.dateAndTimeRequired');
      const cleaner =
        reclean.cleanerId && reclean.cleanerId !== complaint.cleanerId ? reclean.cleanerId : null;
      return {
        body: {
          decision: 'reclean',
          bookingDate: reclean.date,
          bookingTime: reclean.time,
          ...(cleaner ? { cleanerId: cleaner } : {}),
        },
        question: t('adminComplaints.decide.confirmReclean', {
          date: calendarDay(reclean.date),
          time: formatClockTime(reclean.time),
          cleaner: reclean.cleanerName,
        }),
      };
    }
    if (choice === 'refund') {
      const cents = parseAmountToCents(amount);
      if (cents === null || cents <= 0 || cents > complaint.refundableCents)
        return t('adminComplaints.decide.amountInvalid', { max: money(complaint.refundableCents) });
      return {
        body: { decision: 'refund', amountCents: cents },
        question: t('adminComplaints.decide.confirmRefund', { amount: money(cents), customer }),
      };
    }
    if (choice === 'none')
      return { body: { decision: 'none' }, question: t('adminComplaints.decide.confirmNone') };
    return t('adminComplaints.decide.choose');
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const next = prepare();
    if (typeof next === 'string') {
      setError(next);
      return;
    }
    setError(null);
    setPending(next);
  };

  const onConfirm = async () => {
    if (!pending) return;
    try {
      await decide.mutateAsync(pending.body);
      toast.success(t('adminComplaints.decide.done'));
      onDone();
    } catch (failure) {
      setPending(null);
      setError(errorDescription(failure, t('adminComplaints.decide.failed')));
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  if (pending) {
    return (
      <section aria-labelledby={`${id}-confirm`} className="flex flex-col gap-3 rounded-xl bg-muted/60 p-4">
        <FocusHeading as="h3" id={`${id}-confirm`} ref={confirmRef} className="font-semibold">
          {t('adminComplaints.decide.confirmHeading')}
        </FocusHeading>
        <p className="text-sm">{pending.question}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => setPending(null)}
            disabled={decide.isPending}
          >
            {t('adminComplaints.decide.back')}
          </Button>
          <Button type="button" onClick={onConfirm} disabled={decide.isPending} aria-busy={decide.isPending}>
            {t('adminComplaints.decide.confirm')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onContinue} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('adminComplaints.decide.legend')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {COMPLAINT_DECISIONS.map((decision) => (
            <label key={decision} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-decision`}
                value={decision}
                checked={choice === decision}
                onChange={() => {
                  setChoice(decision);
                  setError(null);
                }}
                className="size-5 accent-brand-600"
              />
              {t(DECISION_LABELS[decision])}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'reclean' ? (
        <RecleanFields id={id} complaint={complaint} value={reclean} onChange={setReclean} />
      ) : null}
      {choice === 'refund' ? (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-amount`}>
            {t('adminComplaints.decide.amount', { currency: complaint.currency })}
          </Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${id}-max`}
          />
          <p id={`${id}-max`} className="text-muted-foreground text-sm">
            {t('adminComplaints.decide.upTo', { max: money(complaint.refundableCents) })}
          </p>
        </div>
      ) : null}
      {error ? (
        <ErrorText ref={alertRef} role="alert" tabIndex={-1} className="outline-none">
          {error}
        </ErrorText>
      ) : null}
      <Button type="submit" className="self-start">
        {t('adminComplaints.decide.continue')}
      </Button>
    </form>
  );
}
