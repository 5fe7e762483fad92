import type { SupportTopic } from '@limpa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { SupportMessageField, SupportTopicField } from '@/components/support/support-form-fields';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { serviceName } from '@/lib/booking-names';
import { bookingWhen } from '@/lib/booking-when';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { addSupportPhotos } from '../api/add-support-photos';
import { useContactBookings } from '../api/get-contact-bookings';
import { useOpenSupportCase } from '../api/open-support-case';
import { PhotoPicker } from './photo-picker';

interface ContactFormProps {
  /** What a "contact support" link filled in (its topic, its booking). */
  initial: { topic?: SupportTopic; bookingId?: string };
  /** The new request's id, once the server has it. */
  onOpened: (id: string) => void;
}

/**
 * "Contact us": a topic, optionally one of the person's bookings, and what happened; it opens a help-desk case.
 * The server checks everything again (the topic, that the booking is theirs, the length).
 */
export function ContactForm({ initial, onOpened }: ContactFormProps) {
  const { t } = useTranslation();
  const { role } = useAuth();
  const ids = { booking: useId() };
  const [topic, setTopic] = useState<SupportTopic>(initial.topic ?? 'booking');
  const [bookingId, setBookingId] = useState(initial.bookingId ?? '');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const bookings = useContactBookings(role === 'customer' || role === 'cleaner' ? role : null);
  const open = useOpenSupportCase();
  const options = bookings.data ?? [];
  const linkedUnlisted = Boolean(initial.bookingId) && !options.some((b) => b.id === initial.bookingId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    open.mutate(
      { topic, body: text, ...(bookingId && { bookingId }) },
      {
        onSuccess: async ({ id }) => {
          // The request exists once opened: a refused photo is told, and the request is still shown.
          setSendingPhotos(true);
          await addSupportPhotos(id, photos).catch((error: unknown) =>
            toast.error(t('help.contact.photoFailed'), { description: errorDescription(error) }),
          );
          setSendingPhotos(false);
          setBody('');
          setPhotos([]);
          toast.success(t('help.contact.sent'), { description: t('help.contact.sentDescription') });
          onOpened(id);
        },
        onError: (error) => toast.error(t('help.contact.failed'), { description: errorDescription(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <SupportTopicField value={topic} onChange={setTopic} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.booking}>{t('help.contact.booking')}</Label>
        <NativeSelect
          id={ids.booking}
          value={bookingId}
          onChange={(event) => setBookingId(event.target.value)}
        >
          <option value="">{t('help.contact.noBooking')}</option>
          {linkedUnlisted ? (
            <option value={initial.bookingId}>{t('help.contact.linkedBooking')}</option>
          ) : null}
          {options.map((booking) => {
            const when = bookingWhen(booking, { style: 'short' });
            return (
              <option key={booking.id} value={booking.id}>
                {t('help.contact.bookingOption', {
                  service: serviceName(t, booking.serviceName),
                  date: when.date,
                  time: when.time,
                })}
              </option>
            );
          })}
        </NativeSelect>
        {bookings.isError ? (
          <p className="text-muted-foreground text-sm">{t('help.contact.bookingsLoadFailed')}</p>
        ) : null}
      </div>
      <SupportMessageField
        label={t('help.contact.body')}
        hint={(max) => t('help.contact.bodyHint', { max })}
        value={body}
        onChange={setBody}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-foreground text-sm leading-none">
          {t('help.photos.label')}
        </legend>
        <PhotoPicker files={photos} onChange={setPhotos} />
      </fieldset>
      <Button
        type="submit"
        className="self-start"
        disabled={!body.trim() || open.isPending || sendingPhotos}
        aria-busy={open.isPending || sendingPhotos || undefined}
      >
        {t('help.contact.submit')}
      </Button>
    </form>
  );
}
