import type { Booking } from '@limpa/contracts';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorDescription } from '@/lib/errors';
import { useCancelBooking } from '../api/cancel-booking';

/** "Cancel booking" with a confirmation; the server has the last word on the 24-hour rule. */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking();

  // mutateAsync, not mutate(…, callbacks): the button unmounts as soon as the booking reads cancelled,
  // and per-call callbacks of an unmounted observer never run.
  const confirm = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      toast.success(t('myBookings.cancel.success'));
    } catch (error) {
      toast.error(t('myBookings.cancel.failed'), {
        description: errorDescription(error, t('myBookings.cancel.genericError')),
      });
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          className="w-full border-destructive/40 text-destructive-text hover:bg-red-50"
        >
          {t('myBookings.cancel.action')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-card p-6 shadow-float focus-visible:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="font-semibold text-lg leading-snug">
            {t('myBookings.cancel.confirmTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground text-sm">
            {t('myBookings.cancel.confirmBody')}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                {t('myBookings.cancel.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
              {cancel.isPending ? t('myBookings.cancel.pending') : t('myBookings.cancel.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
