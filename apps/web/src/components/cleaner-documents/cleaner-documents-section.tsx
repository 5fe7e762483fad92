import '@/lib/strings/cleaner-documents';
import { CLEANER_DOCUMENT_KINDS } from '@limpa/domain';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyDocuments } from '@/lib/api/my-cleaner-documents';
import { DOCUMENT_MAX_MB, DocumentRow } from './document-row';

/**
 * The cleaner's identity document (needed to be approved) and proof of insurance (optional), each with where its
 * review stands and a button to send it (again): during onboarding and later on the profile (decision 071).
 */
export function CleanerDocumentsSection({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useMyDocuments();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id="documents" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <IconBadge icon={FileText} className="size-11 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="font-semibold text-base">
            {t('cleanerDocuments.heading')}
          </Heading>
          <p className="text-muted-foreground text-sm">
            {t('cleanerDocuments.description', { max: DOCUMENT_MAX_MB })}
          </p>
        </div>
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          message={t('cleanerDocuments.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {CLEANER_DOCUMENT_KINDS.map((kind) => (
            <li key={kind}>
              <DocumentRow kind={kind} doc={query.data.items.find((d) => d.kind === kind)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
