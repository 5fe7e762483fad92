import type { ConversationSummary } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { bookingWhen } from '@/lib/booking-when';
import { cn } from '@/lib/cn';
import '@/lib/strings/conversation';

interface ConversationItemProps {
  conversation: ConversationSummary;
  /** Where its conversation is: the booking's screen (My Bookings, My Jobs) or a pre-booking one's page. */
  to: string;
  /** Said when the other side has no name (a booking without its cleaner). */
  fallbackName: string;
}

/**
 * One conversation: the other side, the booking's date (or "Before booking" for a pre-booking one), the last message's start (wrapped, never widening the
 * page) and its unread count; the whole card opens the booking's conversation.
 */
export function ConversationItem({ conversation, to, fallbackName }: ConversationItemProps) {
  const { t } = useTranslation();
  const { startsAt, timeZone } = conversation;
  const when =
    startsAt && timeZone
      ? t('conversations.booking', bookingWhen({ startsAt, timeZone }, { style: 'short' }))
      : t('conversations.beforeBooking');
  const unread = conversation.unreadCount;
  const { excerpt, fromMe } = conversation.lastMessage;
  return (
    <Card className={cn('p-0', unread > 0 && 'border-primary/40')}>
      <Link
        to={to}
        className="flex min-w-0 flex-col gap-1 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex min-w-0 items-start justify-between gap-2">
          <span
            className={cn('min-w-0 [overflow-wrap:anywhere]', unread > 0 ? 'font-semibold' : 'font-medium')}
          >
            {conversation.otherName ?? fallbackName}
          </span>
          {unread > 0 ? (
            <Badge variant="pending" className="shrink-0 tabular">
              {t('conversation.unread', { count: unread })}
            </Badge>
          ) : null}
        </span>
        <span className="text-muted-foreground text-xs tabular">{when}</span>
        <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
          {fromMe ? t('conversations.fromMe', { excerpt }) : excerpt}
        </span>
      </Link>
    </Card>
  );
}
