import type { Address } from '@limpa/contracts';
import { formatAddress } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('addresses.delete.title')}
      description={address ? t('addresses.delete.description', { address: formatAddress(address) }) : null}
      cancelLabel={t('addresses.delete.cancel')}
      confirmLabel={t('addresses.delete.confirm')}
      pendingLabel={t('addresses.delete.pending')}
      pending={pending}
      destructive
      onConfirm={(event) => {
        // Close only when the request has finished (the page clears `address`).
        event.preventDefault();
        if (address) onConfirm(address);
      }}
    />
  );
}
