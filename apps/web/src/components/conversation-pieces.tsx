import { type BookingMessage, MESSAGE_MAX_LENGTH } from '@limpa/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCheck, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { errorDescription } from '@/lib/errors';
import { formatClockTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import '@/lib/strings/conversation';

/**
 * What every conversation shows: its messages as a live log (oldest first), each as a bubble with its read
 * receipt, and the box to write one.
 */

type LoggedMessage = Pick<BookingMessage, 'id' | 'senderRole' | 'body' | 'createdAt' | 'readAt'>;

interface MessageLogProps {
  /** The conversation's newest page of messages, newest first, as the API gives it. */
  query: { isPending: boolean; isError: boolean; data?: { items: LoggedMessage[] } };
  /** Which side the viewer is: their own messages show on the right. */
  viewerSide: BookingMessage['senderRole'] | null;
  otherName: string;
  /** Said while there is no message yet. */
  empty: string;
}

export function MessageLog({ query, viewerSide, otherName, empty }: MessageLogProps) {
  const { t } = useTranslation();
  const messages = [...(query.data?.items ?? [])].reverse();
  return (
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
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        messages.map((m) => (
          <MessageBubble key={m.id} message={m} mine={m.senderRole === viewerSide} otherName={otherName} />
        ))
      )}
    </div>
  );
}

export function MessageBubble({
  message,
  mine,
  otherName,
}: {
  message: Pick<BookingMessage, 'body' | 'createdAt' | 'readAt'>;
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

/** The mutation that sends one message's text (a booking's or a pre-booking conversation's). */
type SendMessage = Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;

/**
 * The box that sends on Enter (Shift+Enter for a new line) or the button, and empties once sent. `maxLength`
 * is the server's bound for this kind of message (a help-desk message is longer than a booking's).
 */
export function MessageComposer({
  send,
  maxLength = MESSAGE_MAX_LENGTH,
}: {
  send: SendMessage;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [body, setBody] = useState('');
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
          maxLength={maxLength}
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
