import type { AdminComplaint } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorDescription } from '@/lib/errors';
import { formatClockTime } from '@/lib/format';
import { useRecleanSlots } from '../api/get-reclean-slots';

export interface RecleanChoice {
  date: string;
  cleanerId: string;
  cleanerName: string;
  time: string;
}

interface RecleanFieldsProps {
  id: string;
  complaint: AdminComplaint;
  value: RecleanChoice;
  onChange: (next: RecleanChoice) => void;
}

/**
 * The re-clean's day, cleaner and time. The free times come from the "book for a customer" slots at the booking's
 * address (decision 057), the booking's own cleaner first; without an address to ask about, a plain time field,
 * which the server judges by the same slot rules.
 */
export function RecleanFields({ id, complaint, value, onChange }: RecleanFieldsProps) {
  const { t } = useTranslation();
  const asked =
    complaint.customerProfileId && complaint.addressId && value.date
      ? {
          profileId: complaint.customerProfileId,
          addressId: complaint.addressId,
          homeType: complaint.homeType,
          date: value.date,
        }
      : null;
  const canAsk = Boolean(complaint.customerProfileId && complaint.addressId);
  const slots = useRecleanSlots(asked);
  const own = complaint.cleanerId
    ? { userId: complaint.cleanerId, fullName: complaint.cleanerName ?? t('adminComplaints.unknownPerson') }
    : null;
  const others = new Map<string, string>();
  for (const slot of slots.data ?? [])
    for (const c of slot.cleaners) if (c.userId !== own?.userId) others.set(c.userId, c.fullName);
  const cleaners = [
    ...(own ? [own] : []),
    ...[...others].map(([userId, fullName]) => ({ userId, fullName })),
  ];
  const times = (slots.data ?? [])
    .filter((slot) => slot.cleaners.some((c) => c.userId === value.cleanerId))
    .map((slot) => slot.time);

  const timePrompt = !asked
    ? t('adminComplaints.decide.pickDate')
    : slots.isPending
      ? t('adminComplaints.decide.loadingTimes')
      : slots.isError
        ? errorDescription(slots.error)
        : times.length === 0
          ? t('adminComplaints.decide.noTimes')
          : t('adminComplaints.decide.pickTime');

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-date`}>{t('adminComplaints.decide.date')}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value, time: '' })}
        />
      </div>
      {canAsk ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-cleaner`}>{t('adminComplaints.decide.cleaner')}</Label>
            <NativeSelect
              id={`${id}-cleaner`}
              value={value.cleanerId}
              onChange={(event) => {
                const picked = cleaners.find((c) => c.userId === event.target.value);
                onChange({
                  ...value,
                  cleanerId: event.target.value,
                  cleanerName: picked?.fullName ?? '',
                  time: '',
                });
              }}
            >
              {cleaners.map((c) => (
                <option key={c.userId} value={c.userId}>
                  {c.userId === own?.userId
                    ? t('adminComplaints.decide.ownCleaner', { name: c.fullName })
                    : c.fullName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-time`}>{t('adminComplaints.decide.time')}</Label>
            <NativeSelect
              id={`${id}-time`}
              value={value.time}
              disabled={times.length === 0}
              onChange={(event) => onChange({ ...value, time: event.target.value })}
            >
              <option value="">{timePrompt}</option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {formatClockTime(time)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>{t('adminComplaints.decide.time')}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            step={3600}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
