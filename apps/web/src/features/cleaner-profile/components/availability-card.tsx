import type { AvailabilityResponse } from '@limpa/contracts';
import { DEFAULT_WEEKLY_AVAILABILITY } from '@limpa/domain';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WeeklyAvailabilityEditor } from '@/components/weekly-availability-editor';
import { useAvailability } from '@/lib/api/get-availability';
import { formatClockTime } from '@/lib/format';
import {
  fromWeeklySlots,
  toWeeklySlots,
  WEEKDAY_KEYS,
  type WeeklySlot,
  weeklySlotProblems,
} from '@/lib/weekly-slots';
import { useUpdateAvailability } from '../api/update-availability';
import { useEditMode } from '../use-edit-mode';
import '@/lib/strings/weekly-availability';
import { EditActions } from './edit-actions';

/** The weekly hours by weekday (Sunday to Saturday), and "Edit availability" to change them. */
export function AvailabilityCard() {
  const { t } = useTranslation();
  const availability = useAvailability();
  // Back in view mode after Save or Cancel: focus returns to the edit button.
  const { editing, open, close, editButton } = useEditMode();

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('cleanerProfile.availability.title')}</CardTitle>
          <CardDescription>{t('cleanerProfile.availability.description')}</CardDescription>
        </div>
        {editing || !availability.isSuccess ? null : (
          <Button ref={editButton} variant="outline" size="sm" onClick={open}>
            <CalendarClock aria-hidden />
            {t('cleanerProfile.availability.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {availability.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {WEEKDAY_KEYS.map((key) => (
              <Skeleton key={key} className="h-6 w-full" />
            ))}
          </div>
        ) : availability.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground text-sm">{t('cleanerProfile.availability.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : editing ? (
          <AvailabilityEditForm rows={availability.data} onDone={close} />
        ) : (
          <AvailabilityView rows={availability.data} />
        )}
      </CardContent>
    </Card>
  );
}

function AvailabilityView({ rows }: { rows: AvailabilityResponse }) {
  const { t } = useTranslation();
  // No rows: the default week applies (docs/product-rules.md#cleaners), so that is what is shown.
  const shown = rows.length > 0 ? rows : DEFAULT_WEEKLY_AVAILABILITY;
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-muted-foreground text-sm">
          {t('cleanerProfile.availability.defaultWeek')}
        </p>
      ) : null}
      <dl className="flex flex-col divide-y divide-border/70">
        {WEEKDAY_KEYS.map((key, weekday) => {
          const slots = shown.filter((slot) => slot.weekday === weekday);
          return (
            <div key={key} className="flex items-start justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
              <dt className="font-medium">{t(`weeklyAvailability.weekdays.${key}`)}</dt>
              <dd className="text-right tabular-nums">
                {slots.length === 0 ? (
                  <span className="text-muted-foreground">
                    {t('cleanerProfile.availability.unavailable')}
                  </span>
                ) : (
                  <ul>
                    {slots.map((slot) => (
                      <li key={`${slot.startTime}-${slot.endTime}`}>
                        {formatClockTime(slot.startTime)}–{formatClockTime(slot.endTime)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function AvailabilityEditForm({ rows, onDone }: { rows: AvailabilityResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateAvailability();
  const [slots, setSlots] = useState<WeeklySlot[]>(() => toWeeklySlots(rows));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (weeklySlotProblems(slots).size > 0) {
      formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    update.mutate(fromWeeklySlots(slots), { onSuccess: onDone });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <WeeklyAvailabilityEditor
        value={slots}
        onChange={setSlots}
        emptyMessage={t('cleanerProfile.availability.emptyEditor')}
        disabled={update.isPending}
      />
      <EditActions
        pending={update.isPending}
        onCancel={onDone}
        labels={{
          cancel: t('cleanerProfile.availability.cancel'),
          save: t('cleanerProfile.availability.save'),
          saving: t('cleanerProfile.availability.saving'),
        }}
      />
    </form>
  );
}
