import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useUnreadMessages } from '@/lib/api/get-unread-messages';
import '@/lib/strings/conversation';

/** "2 new messages" on a booking's card while the other side's messages are unread. */
export function UnreadMessagesBadge({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const count = useUnreadMessages().data?.byBooking[bookingId] ?? 0;
  if (count === 0) return null;
  return (
    <Badge variant="pending">
      <MessageSquare aria-hidden />
      {t('conversation.unread', { count })}
    </Badge>
  );
}
