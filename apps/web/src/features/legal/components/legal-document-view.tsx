import { dateTimeFormat } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { SkeletonBars } from '@/components/skeleton-bars';
import { formatLocale } from '@/lib/format';
import { type LegalDocumentName, useLegalDocument } from '../api/get-legal-document';

/** A version is the day it was published (YYYY-MM-DD), said as a date in the reader's language. */
function versionDate(version: string, locale: string): string {
  const day = new Date(`${version}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? version
    : dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * The document in force, as the API renders it. Its HTML is made by the API from its own texts with every
 * character escaped (headings, paragraphs, lists, links to this site only), so it goes in as it is.
 */
export function LegalDocumentView({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  const document = useLegalDocument(name);
  if (document.isPending) {
    return (
      <SkeletonBars
        className="flex flex-col gap-3"
        bars={['h-6 w-1/2', 'h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3']}
      />
    );
  }
  if (document.isError) {
    return (
      <LoadError
        message={t('legal.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => document.refetch()}
      />
    );
  }
  return (
    <article className="flex min-w-0 flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        {t('legal.version', { date: versionDate(document.data.version, formatLocale()) })}
      </p>
      <div
        className="legal-text flex min-w-0 flex-col gap-3 text-[0.9375rem] leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_h2]:mt-3 [&_h2]:font-semibold [&_h2]:text-lg [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API escapes every character of its own texts and adds only heading, paragraph, list and same-site link tags (modules/legal/legal-markdown.ts)
        dangerouslySetInnerHTML={{ __html: document.data.html }}
      />
    </article>
  );
}
