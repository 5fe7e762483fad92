import type { AdminOpenBooking, AdminUpdateUserBody, OpenBookingDecision } from '@limpa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { bookingWhen } from '@/lib/booking-when';
import { errorDescription } from '@/lib/errors';
import { useCleanerOpenBookings } from '../api/get-cleaner-open-bookings';
import { useUpdateAdminUser } from '../api/update-admin-user';

interface OpenBookingsDialogProps {
  profileId: string;
  cleanerName: string;
  /** The change the API refused until the open bookings have an answer. */
  change: AdminUpdateUserBody;
  onClose: () => void;
}

const CANCEL = 'cancel';

/** One booking's answer as its select holds it: "cancel", or the user id of the cleaner who takes it. */
const decisionOf = (bookingId: string, choice: string): OpenBookingDecision =>
  choice === CANCEL ? { bookingId, action: 'cancel' } : { bookingId, action: 'reassign', cleanerId: choice };

function OpenBookingChoice({
  item,
  value,
  onChange,
}: {
  item: AdminOpenBooking;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { booking, replacements } = item;
  const when = bookingWhen(booking);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <p id={`${id}-booking`} className="font-medium">
        {t('adminConsole.openBookings.booking', {
          date: when.date,
          time: when.time,
          customer: booking.customer.fullName,
        })}
      </p>
      <Label htmlFor={id}>{t('adminConsole.openBookings.choiceLabel')}</Label>
      {/* Every booking's select has the same label: the booking it decides about describes it. */}
      <NativeSelect
        id={id}
        aria-describedby={`${id}-booking`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
      >
        <option value="">{t('adminConsole.openBookings.choose')}</option>
        {replacements.map((r) => (
          <option key={r.userId} value={r.userId}>
            {t('adminConsole.openBookings.giveTo', { name: r.fullName })}
          </option>
        ))}
        <option value={CANCEL}>{t('adminConsole.openBookings.cancelAndRefund')}</option>
      </NativeSelect>
      {replacements.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminConsole.openBookings.noneFree')}</p>
      ) : null}
    </li>
  );
}

/**
 * The warning a cleaner's demotion raises while they have bookings to come: each booking listed, given to a
 * cleaner free then or cancelled with a refund, and the change sent again with those answers. The server
 * checks every answer again (availability, the booking still being theirs) and refuses what no longer holds.
 */
export function OpenBookingsDialog({ profileId, cleanerName, change, onClose }: OpenBookingsDialogProps) {
  const { t } = useTranslation();
  const open = useCleanerOpenBookings(profileId);
  const update = useUpdateAdminUser();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const items = open.data?.items ?? [];
  // None left (finished or moved meanwhile): the change can go as it is; the server checks again.
  const allChosen = open.isSuccess && items.every((i) => choices[i.booking.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allChosen) return;
    const openBookings = items.map((i) => decisionOf(i.booking.id, choices[i.booking.id]!));
    update.mutate(
      { id: profileId, body: { ...change, openBookings } },
      { onSuccess: onClose, onError: () => void open.refetch() },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeading
          className="text-left"
          title={t('adminConsole.openBookings.title')}
          description={t('adminConsole.openBookings.description', { name: cleanerName, count: items.length })}
        />
        {open.isPending ? (
          <p role="status">{t('adminConsole.openBookings.loading')}</p>
        ) : open.isError ? (
          <p role="alert">{errorDescription(open.error)}</p>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} aria-busy={update.isPending}>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <OpenBookingChoice
                  key={item.booking.id}
                  item={item}
                  value={choices[item.booking.id] ?? ''}
                  onChange={(value) => setChoices((c) => ({ ...c, [item.booking.id]: value }))}
                />
              ))}
            </ul>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {t('adminConsole.openBookings.keep')}
              </Button>
              <Button type="submit" disabled={!allChosen || update.isPending}>
                {t('adminConsole.openBookings.confirm')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
