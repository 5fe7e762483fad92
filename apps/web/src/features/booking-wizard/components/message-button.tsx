import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';

const MessageDialogBody = lazy(() =>
  import('./message-dialog-body').then((m) => ({ default: m.MessageDialogBody })),
);

/**
 * Message on a cleaner's card: the customer's pre-booking conversation with that cleaner (decision 056), in a
 * dialog over the wizard, so every choice made so far stays as it is when it closes. The conversation is also
 * in both sides' /messages inbox.
 */
export function MessageButton({ cleanerId, cleanerName }: { cleanerId: string; cleanerName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden />
        {t('bookingWizard.cleaners.message')}
      </Button>
      <DialogContent closeLabel={t('bookingWizard.cleaners.messageClose')} className="sm:max-w-lg">
        <DialogHeading
          title={t('bookingWizard.cleaners.messageTitle', { name: cleanerName })}
          description={t('bookingWizard.cleaners.messageLead')}
        />
        {open ? (
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <MessageDialogBody cleanerId={cleanerId} cleanerName={cleanerName} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
