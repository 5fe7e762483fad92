import type { OutboxMail } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';

/**
 * One mail as its recipient would see it. The HTML is drawn in an iframe sandboxed with no permissions at all: no
 * script runs, it has no origin of its own to reach the app's cookies or API, and its links cannot take the page.
 */
export function OutboxMailPreview({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const title = t('devOutbox.preview', { subject: mail.subject });
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3">
      <h2 className="font-semibold text-lg">{mail.subject}</h2>
      <p className="break-all text-muted-foreground text-sm">{t('devOutbox.to', { to: mail.to })}</p>
      {mail.html ? (
        <iframe
          title={title}
          sandbox=""
          srcDoc={mail.html}
          className="h-[70vh] w-full rounded-lg border bg-white"
        />
      ) : (
        <>
          <p className="text-sm">{t('devOutbox.noHtml')}</p>
          <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg border p-3 text-sm">{mail.text}</pre>
        </>
      )}
    </section>
  );
}
