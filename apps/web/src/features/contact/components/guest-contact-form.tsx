import type { SupportTopic } from '@limpa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { SupportMessageField, SupportTopicField } from '@/components/support/support-form-fields';
import { Button } from '@/components/ui/button';
import { errorDescription } from '@/lib/errors';
import { type GuestMessage, useSendGuestMessage } from '../api/send-guest-message';

interface GuestContactFormProps {
  /** What the link that led here filled in: the topic, the address typed at sign-in. */
  initial: { topic?: SupportTopic; email?: string };
  onSent: (sent: GuestMessage) => void;
}

/**
 * A signed-out visitor's message to the team (decision 073): their name and e-mail (where the answer goes), a
 * topic and what happened. The server checks it all again; a refusal is shown under the form, in their language.
 */
export function GuestContactForm({ initial, onSent }: GuestContactFormProps) {
  const { t } = useTranslation();
  const ids = { name: useId(), email: useId() };
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initial.email ?? '');
  const [topic, setTopic] = useState<SupportTopic>(initial.topic ?? 'account');
  const [body, setBody] = useState('');
  const send = useSendGuestMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = { name: name.trim(), email: email.trim(), topic, body: body.trim() };
    send.mutate(message, { onSuccess: () => onSent(message) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id={ids.name}
        label={t('contact.name')}
        value={name}
        required
        maxLength={120}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        id={ids.email}
        label={t('contact.email')}
        type="email"
        value={email}
        required
        maxLength={254}
        autoComplete="email"
        onChange={(event) => setEmail(event.target.value)}
      />
      <SupportTopicField value={topic} onChange={setTopic} />
      <SupportMessageField
        label={t('contact.body')}
        hint={(max) => t('contact.bodyHint', { max })}
        value={body}
        onChange={setBody}
      />
      {send.isError ? (
        <p role="alert" className="text-destructive-text text-sm [overflow-wrap:anywhere]">
          {errorDescription(send.error)}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full"
        disabled={!name.trim() || !email.trim() || !body.trim() || send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {t('contact.submit')}
      </Button>
    </form>
  );
}
