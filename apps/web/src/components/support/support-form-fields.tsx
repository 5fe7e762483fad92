import { numberFormat, SUPPORT_MESSAGE_MAX_CHARS, SUPPORT_TOPICS, type SupportTopic } from '@limpa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/forms/labelled-select';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatLocale } from '@/lib/locale';
import '@/lib/strings/support';

/**
 * The help desk's topic picker, the same list for a signed-in person's request and a visitor's message, so a
 * topic added to the domain's list shows in both forms.
 */
export function SupportTopicField({
  value,
  onChange,
}: {
  value: SupportTopic;
  onChange: (topic: SupportTopic) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('support.topic.label')}
      value={value}
      onChange={(topic) => onChange(topic as SupportTopic)}
    >
      {SUPPORT_TOPICS.map((topic) => (
        <option key={topic} value={topic}>
          {t(`support.topic.${topic}`)}
        </option>
      ))}
    </LabelledSelect>
  );
}

interface SupportMessageFieldProps {
  /** Each form words its own label and hint; the hint is given the limit, written in the reader's numbers. */
  label: string;
  hint: (max: string) => string;
  value: string;
  onChange: (body: string) => void;
}

/** What happened, held to the server's limit on a help-desk message, with the limit said under the box. */
export function SupportMessageField({ label, hint, value, onChange }: SupportMessageFieldProps) {
  const ids = { body: useId(), hint: useId() };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={ids.body}>{label}</Label>
      <Textarea
        id={ids.body}
        rows={5}
        value={value}
        required
        maxLength={SUPPORT_MESSAGE_MAX_CHARS}
        aria-describedby={ids.hint}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={ids.hint} className="text-muted-foreground text-xs">
        {hint(numberFormat(formatLocale()).format(SUPPORT_MESSAGE_MAX_CHARS))}
      </p>
    </div>
  );
}
