import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnquiryConversation } from '@/components/enquiry-conversation';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenConversation } from '../api/open-conversation';

/**
 * The Message dialog's inside, its own chunk (only a customer who opens it downloads the conversation): opens
 * the pre-booking conversation with the cleaner, then shows it.
 */
export function MessageDialogBody({ cleanerId, cleanerName }: { cleanerId: string; cleanerName: string }) {
  const { t } = useTranslation();
  const open = useOpenConversation();
  const start = open.mutate;
  useEffect(() => start(cleanerId), [start, cleanerId]);

  if (open.isError) {
    return (
      <LoadError
        message={t('bookingWizard.cleaners.messageOpenFailed')}
        retryLabel={t('bookingWizard.retry')}
        onRetry={() => start(cleanerId)}
      />
    );
  }
  if (!open.data) return <Skeleton className="h-24 w-full" />;
  return <EnquiryConversation id={open.data.id} fallbackName={cleanerName} />;
}
