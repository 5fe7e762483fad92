import type { TimeOffRange } from '@limpa/contracts';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useReplaceTimeOff, useTimeOff } from '../api/time-off';

const toBody = (ranges: TimeOffRange[]) =>
  ranges.map((r) => ({
    startDate: r.startDate,
    endDate: r.endDate,
    ...(r.reason ? { reason: r.reason } : {}),
  }));

/**
 * Time off: whole days (in the cleaner's time zone) when customers see no free times and cannot book them.
 * Each add or remove saves the whole list at once (the server replaces it in one transaction).
 */
export function TimeOffEditor({ today }: { today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const timeOff = useTimeOff();
  const replace = useReplaceTimeOff();
  const [startDate, setStart] = useState(today);
  const [endDate, setEnd] = useState(today);
  const [reason, setReason] = useState('');
  const endError =
    endDate && startDate && endDate < startDate ? t('cleanerSchedule.timeOff.endBeforeStart') : undefined;

  const save = async (ranges: TimeOffRange[], done: string) => {
    try {
      await replace.mutateAsync(toBody(ranges));
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(t('cleanerSchedule.timeOff.failed'), { description: errorDescription(error) });
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!startDate || !endDate || endError || !timeOff.data) return;
    const added = { startDate, endDate, reason: reason.trim() || null };
    // The same range twice says nothing more (and would repeat a list key).
    const same = (r: TimeOffRange) =>
      r.startDate === added.startDate && r.endDate === added.endDate && r.reason === added.reason;
    if (timeOff.data.some(same)) return;
    if (await save([...timeOff.data, added], t('cleanerSchedule.timeOff.added'))) setReason('');
  };

  if (timeOff.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (timeOff.isError)
    return (
      <LoadError
        retryLabel={t('cleanerSchedule.retry')}
        message={t('cleanerSchedule.timeOff.loadFailed')}
        onRetry={() => void timeOff.refetch()}
      />
    );

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <p className="text-muted-foreground text-sm">{t('cleanerSchedule.timeOff.intro')}</p>
      {timeOff.data.length === 0 ? (
        <p className="text-sm">{t('cleanerSchedule.timeOff.none')}</p>
      ) : (
        <ul aria-label={t('cleanerSchedule.timeOff.listLabel')} className="flex flex-col gap-2">
          {timeOff.data.map((range, index) => {
            const from = formatCalendarDate(range.startDate);
            const to = formatCalendarDate(range.endDate);
            const label =
              range.startDate === range.endDate ? from : t('cleanerSchedule.timeOff.range', { from, to });
            return (
              <li
                key={`${range.startDate}-${range.endDate}-${range.reason ?? ''}`}
                className="flex items-center justify-between gap-2 rounded-xl bg-muted/60 px-3 py-2 text-sm"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{label}</span>
                  {range.reason ? <span className="text-muted-foreground">{range.reason}</span> : null}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={replace.isPending}
                  aria-label={t('cleanerSchedule.timeOff.remove', { range: label })}
                  onClick={() =>
                    void save(
                      timeOff.data.filter((_, i) => i !== index),
                      t('cleanerSchedule.timeOff.removed'),
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} className="flex flex-col gap-3" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`} className="font-semibold text-sm">
          {t('cleanerSchedule.timeOff.addHeading')}
        </h3>
        {/* One under the other on phones: side by side, a date field is too narrow to show its date whole. */}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-from`} label={t('cleanerSchedule.timeOff.from')}>
            {(control) => (
              <DateInput
                {...control}
                required
                min={today}
                value={startDate}
                onChange={(e) => setStart(e.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-to`} label={t('cleanerSchedule.timeOff.to')} error={endError}>
            {(control) => (
              <DateInput
                {...control}
                required
                min={startDate || today}
                value={endDate}
                onChange={(e) => setEnd(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-reason`} label={t('cleanerSchedule.timeOff.reason')}>
          {(control) => (
            <Input {...control} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
        <Button
          type="submit"
          disabled={replace.isPending || Boolean(endError)}
          aria-busy={replace.isPending || undefined}
        >
          {t('cleanerSchedule.timeOff.add')}
        </Button>
      </form>
    </Card>
  );
}
