import type { SupportCaseDetail, SupportMessage } from '@limpa/contracts';
import { SUPPORT_MESSAGE_MAX_CHARS } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/components/conversation-pieces';
import { PhotoLinks } from '@/components/photo-links';
import { Skeleton } from '@/components/ui/skeleton';
import { useSendSupportMessage } from '@/lib/api/send-support-message';
import { useBrand } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatClockTime, formatLongDate } from '@/lib/format';
import '@/lib/strings/support';

interface SupportThreadProps {
  detail: SupportCaseDetail | undefined;
  isError: boolean;
  /** Who reads it: the person who asked, or the team (an admin), whose own side is the team's messages. */
  viewer: 'person' | 'team';
}

/**
 * A help-desk case's conversation, oldest first, as a live log, and the reply box while the case is open; a
 * closed case says so instead, as the server refuses a message to it (decision 067). The Help page and the
 * admins' queue both show it.
 */
export function SupportThread({ detail, isError, viewer }: SupportThreadProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const team = t('support.thread.team', { brand });
  const person = detail?.case.requesterName ?? t('support.thread.you');
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        role="log"
        aria-live="polite"
        aria-label={t('support.thread.label')}
        className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto rounded-xl bg-muted/60 p-3"
      >
        {isError ? (
          <p className="text-muted-foreground text-sm">{t('support.thread.loadFailed')}</p>
        ) : !detail ? (
          <Skeleton className="h-10 w-2/3" />
        ) : detail.messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('support.thread.empty')}</p>
        ) : (
          detail.messages.map((m) => (
            <SupportBubble
              key={m.id}
              message={m}
              mine={m.fromTeam === (viewer === 'team')}
              author={m.fromTeam ? team : viewer === 'person' ? t('support.thread.you') : person}
            />
          ))
        )}
      </div>
      {detail && detail.photos.length > 0 ? (
        <PhotoLinks
          photos={detail.photos}
          label={t('support.photos.label')}
          alt={(n) => t('support.photos.alt', { n })}
        />
      ) : null}
      {!detail ? null : detail.case.status === 'open' ? (
        <SupportComposer id={detail.case.id} />
      ) : (
        <p className="text-muted-foreground text-sm">{t('support.thread.closed')}</p>
      )}
    </div>
  );
}

function SupportBubble({
  message,
  mine,
  author,
}: {
  message: SupportMessage;
  mine: boolean;
  author: string;
}) {
  const { t } = useTranslation();
  const at = new Date(message.createdAt);
  return (
    <div className={cn('flex max-w-[85%] flex-col gap-0.5', mine ? 'self-end items-end' : 'self-start')}>
      <p className="font-medium text-muted-foreground text-xs">{author}</p>
      <p
        className={cn(
          'whitespace-pre-line rounded-2xl px-3 py-2 text-sm [overflow-wrap:anywhere]',
          mine ? 'bg-primary text-primary-foreground' : 'bg-card text-foreground',
        )}
      >
        {message.body}
      </p>
      <p className="text-muted-foreground text-xs tabular">
        <time dateTime={message.createdAt}>
          {t('support.thread.at', { date: formatLongDate(at), time: formatClockTime(at) })}
        </time>
      </p>
    </div>
  );
}

function SupportComposer({ id }: { id: string }) {
  return <MessageComposer send={useSendSupportMessage(id)} maxLength={SUPPORT_MESSAGE_MAX_CHARS} />;
}
