import type { Enquiry } from '@limpa/contracts';
import { ENQUIRY_IDLE_DAYS } from '@limpa/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageComposer, MessageLog } from '@/components/conversation-pieces';
import { useEnquiry } from '@/lib/api/get-enquiry';
import { useEnquiryMessages } from '@/lib/api/get-enquiry-messages';
import { useReadEnquiryMessages } from '@/lib/api/read-enquiry-messages';
import { useSendEnquiryMessage } from '@/lib/api/send-enquiry-message';
import { useAuth } from '@/lib/auth';
import '@/lib/strings/conversation';

/** Which side of the conversation the signed-in person is, and the other side's name. */
export function enquirySides(enquiry: Enquiry | undefined, userId: string | undefined) {
  const side = !enquiry
    ? null
    : enquiry.customerId === userId
      ? ('customer' as const)
      : enquiry.cleanerId === userId
        ? ('cleaner' as const)
        : null;
  const otherName = side === 'customer' ? enquiry?.cleanerName : enquiry?.customerName;
  return { side, otherName: otherName ?? null };
}

/**
 * A pre-booking conversation between a customer and a cleaner (decision 056), for either side: the messages as
 * a live log, and the box while it is open; once closed, a note saying why. Opening it marks the other side's
 * messages read. Shown by the wizard's Message dialog and by the inbox's conversation page.
 */
export function EnquiryConversation({ id, fallbackName }: { id: string; fallbackName: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const enquiry = useEnquiry(id);
  const query = useEnquiryMessages(id);
  const { side, otherName: name } = enquirySides(enquiry.data, user?.id);
  const otherName = name ?? fallbackName;
  const markRead = useReadEnquiryMessages(id).mutate;
  const unreadToMe = query.data?.items.some((m) => m.senderRole !== side && m.readAt === null) ?? false;
  useEffect(() => {
    if (side && unreadToMe) markRead();
  }, [side, unreadToMe, markRead]);

  const closedReason = enquiry.data?.closedReason ?? null;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <MessageLog
        query={query}
        viewerSide={side}
        otherName={otherName}
        empty={t('conversation.enquiryEmpty', { name: otherName })}
      />
      {!query.data || !enquiry.data || !side ? null : query.data.open && !closedReason ? (
        <EnquiryComposer id={id} />
      ) : (
        <p className="text-muted-foreground text-sm">
          {closedReason === 'booked'
            ? t('conversation.enquiryClosedBooked')
            : t('conversation.enquiryClosedIdle', { days: ENQUIRY_IDLE_DAYS })}
        </p>
      )}
    </div>
  );
}

function EnquiryComposer({ id }: { id: string }) {
  return <MessageComposer send={useSendEnquiryMessage(id)} />;
}
