import { type Booking, type BookingMessage, MESSAGE_MAX_LENGTH } from '@limpa/contracts';
import { CONVERSATION_OPEN_DAYS_AFTER_END, conversationState } from '@limpa/domain';
import { CheckCheck, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useBookingMessages } from '@/lib/api/get-booking-messages';
import { useReadBookingMessages } from '@/lib/api/read-booking-messages';
import { useSendBookingMessage } from '@/lib/api/send-booking-message';
import { cn } from '@/lib/cn';
import { errorDescription } from '@/lib/errors';
import { formatClockTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import '@/lib/strings/conversation';

/**
 * A booking's conversation between its customer and cleaner, inside the booking's detail: the messages as a
 * live log (oldest first), and a labelled box that sends on Enter (Shift+Enter for a new line) or the button.
 * Opening it marks the other side's messages read (their read receipts). A closed conversation (the server's
 * `open`, or the booking's own state by the domain's rule) shows a read-only note instead of the box.
 */
interface BookingConversationProps {
  booking: Pick<Booking, 'id' | 'status' | 'endsAt'>;
  /** Which side of the booking the viewer is: their own messages show on the right. */
  viewerSide: BookingMessage['senderRole'];
  otherName: string;
}

export function BookingConversation({ booking, viewerSide, otherName }: BookingConversationProps) {
  const { t } = useTranslation();
  const bookingId = booking.id;
  const query = useBookingMessages(bookingId);
  const read = useReadBookingMessages(bookingId);
  const unreadToMe = query.data?.items.some((m) => m.senderRole !== viewerSide && m.readAt === null) ?? false;
  const markRead = read.mutate;
  useEffect(() => {
    if (unreadToMe) markRead();
  }, [unreadToMe, markRead]);

  const messages = [...(query.data?.items ?? [])].reverse();
  return (
    <DetailSection
      id={`conversation-${bookingId}-heading`}
      title={t('conversation.heading', { name: otherName })}
    >
      <div
        role="log"
        aria-live="polite"
        aria-label={t('conversation.logLabel', { name: otherName })}
        className="flex max-h-80 flex-col gap-2 overflow-y-auto rounded-xl bg-muted/60 p-3"
      >
        {query.isPending ? (
          <Skeleton className="h-10 w-2/3" />
        ) : query.isError ? (
          <p className="text-muted-foreground text-sm">{t('conversation.loadFailed')}</p>
        ) : messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('conversation.empty', { name: otherName })}</p>
        ) : (
          messages.map((m) => (
            <MessageBubble key={m.id} message={m} mine={m.senderRole === viewerSide} otherName={otherName} />
          ))
        )}
      </div>
      {query.data ? <ComposerOrNote booking={booking} serverSaysOpen={query.data.open} /> : null}
    </DetailSection>
  );
}

/** The box while the conversation is open; once closed, a note saying why (no box to fail on send). */
function ComposerOrNote({
  booking,
  serverSaysOpen,
}: {
  booking: BookingConversationProps['booking'];
  serverSaysOpen: boolean;
}) {
  const { t } = useTranslation();
  const state = conversationState(booking, new Date());
  if (state === 'open' && serverSaysOpen) return <MessageComposer bookingId={booking.id} />;
  return (
    <p className="text-muted-foreground text-sm">
      {state === 'closed_without_visit'
        ? t('conversation.closedWithoutVisit')
        : t('conversation.closed', { days: CONVERSATION_OPEN_DAYS_AFTER_END })}
    </p>
  );
}

function MessageBubble({
  message,
  mine,
  otherName,
}: {
  message: BookingMessage;
  mine: boolean;
  otherName: string;
}) {
  const { t } = useTranslation();
  const time = formatClockTime(new Date(message.createdAt));
  return (
    <div className={cn('flex max-w-[85%] flex-col gap-0.5', mine ? 'self-end items-end' : 'self-start')}>
      <p
        className={cn(
          'whitespace-pre-line rounded-2xl px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-card text-foreground',
        )}
      >
        <span className="sr-only">{mine ? t('conversation.you') : otherName}: </span>
        {message.body}
      </p>
      <p className="flex items-center gap-1 text-muted-foreground text-xs tabular">
        {time}
        {mine && message.readAt ? (
          <>
            <CheckCheck aria-hidden className="size-3.5" />
            <span>{t('conversation.read')}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

function MessageComposer({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [body, setBody] = useState('');
  const send = useSendBookingMessage(bookingId);
  const text = body.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || send.isPending) return;
    send.mutate(text, {
      onSuccess: () => setBody(''),
      onError: (error) => toast.error(t('conversation.sendFailed'), { description: errorDescription(error) }),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="sr-only">
          {t('conversation.inputLabel')}
        </label>
        <Textarea
          id={inputId}
          rows={1}
          className="min-h-11 resize-none py-2"
          value={body}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('conversation.placeholder')}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <Button
        type="submit"
        size="icon"
        disabled={!text || send.isPending}
        aria-busy={send.isPending || undefined}
        aria-label={t('conversation.send')}
      >
        <Send aria-hidden />
      </Button>
    </form>
  );
}
