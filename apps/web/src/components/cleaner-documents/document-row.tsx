import '@/lib/strings/cleaner-documents';
import type { CleanerDocument } from '@limpa/contracts';
import { CLEANER_DOCUMENT_MAX_BYTES, type CleanerDocumentKind } from '@limpa/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoFileInput } from '@/components/photo-file-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUploadDocument } from '@/lib/api/my-cleaner-documents';
import { errorDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** What the file picker offers; the server judges the bytes anyway. */
const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
export const DOCUMENT_MAX_MB = CLEANER_DOCUMENT_MAX_BYTES / 1024 / 1024;

const STATUS_CLASS = {
  none: 'bg-muted text-muted-foreground',
  pending: 'status-pending',
  approved: 'status-completed',
  rejected: 'status-cancelled',
} as const;

/** One kind of document: its status (and the admin's reason when asked again), and Upload / Upload again. */
export function DocumentRow({ kind, doc }: { kind: CleanerDocumentKind; doc: CleanerDocument | undefined }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const status = doc?.status ?? 'none';
  const name = t(`cleanerDocuments.kinds.${kind}`);

  const pick = (file: File) => {
    if (file.size > CLEANER_DOCUMENT_MAX_BYTES) {
      setProblem(t('cleanerDocuments.tooLarge', { max: DOCUMENT_MAX_MB }));
      return;
    }
    setProblem(null);
    upload.mutate(
      { kind, file },
      { onError: (error) => setProblem(errorDetail(error) ?? t('cleanerDocuments.uploadFailed')) },
    );
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border/70 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">
            {name}
            <span className="text-muted-foreground text-sm">
              {' '}
              {t(kind === 'identity' ? 'cleanerDocuments.required' : 'cleanerDocuments.optional')}
            </span>
          </span>
          {doc ? <span className="truncate text-muted-foreground text-sm">{doc.fileName}</span> : null}
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 font-medium text-xs', STATUS_CLASS[status])}>
          {t(`cleanerDocuments.status.${status}`)}
        </span>
      </div>
      {doc?.status === 'rejected' && doc.reason ? (
        <p className="text-sm">{t('cleanerDocuments.askedAgain', { reason: doc.reason })}</p>
      ) : null}
      {status !== 'approved' ? (
        <div className="flex flex-col gap-1">
          <PhotoFileInput
            ref={input}
            accept={DOCUMENT_ACCEPT}
            label={t('cleanerDocuments.fileLabel', { name })}
            onPick={pick}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
            aria-label={t(doc ? 'cleanerDocuments.uploadAgainLabel' : 'cleanerDocuments.uploadLabel', {
              name,
            })}
          >
            {upload.isPending ? <Spinner aria-hidden className="size-4" /> : null}
            {t(doc ? 'cleanerDocuments.uploadAgain' : 'cleanerDocuments.upload')}
          </Button>
        </div>
      ) : null}
      <p role="alert" className="text-destructive text-sm empty:hidden">
        {problem}
      </p>
    </div>
  );
}
