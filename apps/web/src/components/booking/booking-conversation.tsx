import type { Booking, BookingMessage } from '@limpa/contracts';
import { CONVERSATION_OPEN_DAYS_AFTER_END, conversationState } from '@limpa/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { MessageComposer, MessageLog } from '@/components/conversation-pieces';
import { useBookingMessages } from '@/lib/api/get-booking-messages';
import { useReadBookingMessages } from '@/lib/api/read-booking-messages';
import { useSendBookingMessage } from '@/lib/api/send-booking-message';
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

  return (
    <DetailSection
      id={`conversation-${bookingId}-heading`}
      title={t('conversation.heading', { name: otherName })}
    >
      <MessageLog
        query={query}
        viewerSide={viewerSide}
        otherName={otherName}
        empty={t('conversation.empty', { name: otherName })}
      />
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
  if (state === 'open' && serverSaysOpen) return <BookingComposer bookingId={booking.id} />;
  return (
    <p className="text-muted-foreground text-sm">
      {state === 'closed_without_visit'
        ? t('conversation.closedWithoutVisit')
        : t('conversation.closed', { days: CONVERSATION_OPEN_DAYS_AFTER_END })}
    </p>
  );
}

function BookingComposer({ bookingId }: { bookingId: string }) {
  return <MessageComposer send={useSendBookingMessage(bookingId)} />;
}
