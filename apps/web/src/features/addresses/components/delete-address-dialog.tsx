import type { Address } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatAddressLine } from '../address-format';

interface DeleteAddressDialogProps {
  /** The address to delete; null keeps the dialog closed. */
  address: Address | null;
  pending: boolean;
  onConfirm: (address: Address) => void;
  onCancel: () => void;
  /** Where focus goes once the dialog closes (the card it came from may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Delete this address?" with Cancel / Delete; stays open (Delete disabled) while the request runs. */
export function DeleteAddressDialog({
  address,
  pending,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={address !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('addresses.delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {address ? t('addresses.delete.description', { address: formatAddressLine(address, t) }) : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('addresses.delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Close only when the request has finished (the page clears `address`).
              event.preventDefault();
              if (address) onConfirm(address);
            }}
          >
            {pending ? <Spinner /> : null}
            {pending ? t('addresses.delete.pending') : t('addresses.delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
