import type { Booking } from '@limpa/contracts';
import { Scale, UserRoundCog } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { DialogForm } from '@/components/dialog-form';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDecideOvertime } from '../api/decide-overtime';
import { useReassignBooking } from '../api/reassign-booking';
import { useCleanerSearch } from '../api/search-cleaners';

/** A disputed overtime: the customer's reason, then Charge or Waive (audited). */
function OvertimeDecision({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const decide = useDecideOvertime(booking.id);
  const run = (decision: 'charge' | 'waive') =>
    decide.mutate(decision, {
      onSuccess: () => toast.success(t(`adminOperations.overtime.${decision}d`)),
      onError: (error) =>
        toast.error(t('adminOperations.overtime.failed'), { description: errorDetail(error) }),
    });
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-status-pending-bg p-3 text-sm">
      <p className="flex gap-2">
        <Scale aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('adminOperations.overtime.disputed', {
          amount: formatMoney(booking.overtimeFeeCents ?? 0, booking.currency),
          reason: booking.overtimeDisputeReason ?? '',
        })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={decide.isPending} onClick={() => run('waive')}>
          {t('adminOperations.overtime.waive')}
        </Button>
        <Button
          disabled={decide.isPending}
          aria-busy={decide.isPending || undefined}
          onClick={() => run('charge')}
        >
          {decide.isPending ? <Spinner /> : null}
          {t('adminOperations.overtime.charge')}
        </Button>
      </div>
    </div>
  );
}

/** "Reassign": search approved cleaners by name, pick one; the server checks the time is free for them. */
function ReassignDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [cleanerId, setCleanerId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cleaners = useCleanerSearch(q);
  const reassign = useReassignBooking(booking.id);
  const choices = (cleaners.data ?? []).filter((c) => c.userId !== booking.cleanerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cleanerId) {
      setError(t('adminOperations.reassign.choose'));
      return;
    }
    setError(null);
    reassign.mutate(cleanerId, {
      onSuccess: () => {
        toast.success(t('adminOperations.reassign.done'));
        setOpen(false);
      },
      onError: (failure) => setError(errorDetail(failure) ?? t('adminOperations.reassign.failed')),
    });
  };

  return (
    <DialogForm
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <UserRoundCog aria-hidden />
          {t('adminOperations.reassign.action')}
        </Button>
      }
      closeLabel={t('adminOperations.common.close')}
      title={t('adminOperations.reassign.title')}
      description={t('adminOperations.reassign.description')}
      onSubmit={submit}
      pending={reassign.isPending}
      error={error}
      submitLabel={t('adminOperations.reassign.submit')}
    >
      <TextField
        id={`${id}-search`}
        label={t('adminOperations.reassign.search')}
        type="search"
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      {cleaners.isLoading ? (
        <Spinner />
      ) : choices.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminOperations.reassign.none')}</p>
      ) : (
        <RadioGroup
          value={cleanerId ?? ''}
          onValueChange={setCleanerId}
          aria-label={t('adminOperations.reassign.search')}
          className="max-h-60 overflow-y-auto"
        >
          {choices.map((c) => (
            <div key={c.userId} className="flex items-center gap-3">
              <RadioGroupItem id={`${id}-${c.userId}`} value={c.userId} />
              <Label htmlFor={`${id}-${c.userId}`} className="py-1">
                {c.city ? `${c.fullName} · ${c.city}` : c.fullName}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </DialogForm>
  );
}

/** Lifecycle tools on one booking: decide a disputed overtime, give an open booking to another cleaner. */
export function BookingLifecycleActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const disputed = booking.overtimeStatus === 'disputed';
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  if (!disputed && !open) return null;
  return (
    <DetailSection
      className="gap-3"
      id="booking-detail-lifecycle"
      title={t('adminOperations.lifecycle.title')}
    >
      {disputed ? <OvertimeDecision booking={booking} /> : null}
      {open ? <ReassignDialog booking={booking} /> : null}
    </DetailSection>
  );
}
