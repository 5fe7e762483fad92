import '../addresses-strings';
import type { Address } from '@limpa/contracts';
import { countryOf, MAX_ADDITIONAL_ADDRESSES } from '@limpa/domain';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FocusHeading } from '@/components/focus-heading';
import { Button } from '@/components/ui/button';
import { useAddresses } from '@/lib/api/get-addresses';
import { useBrand } from '@/lib/app-config';
import { type Profile, type SessionUser, useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { type AddressFormValues, addressToFormValues, EMPTY_ADDRESS_FORM } from '../address-schemas';
import { useDeleteAddress } from '../api/delete-address';
import { useUpdateAddress } from '../api/update-address';
import { bookingReturnPath, withChosenAddress } from '../booking-return';
import { AddressForm } from '../components/address-form';
import {
  AddressList,
  AddressListEmpty,
  AddressListError,
  AddressListSkeleton,
} from '../components/address-list';
import { DeleteAddressDialog } from '../components/delete-address-dialog';

/** History state marking a form entry the page pushed itself (Cancel and Save then go back to it). */
interface FormHistoryState {
  addressesForm?: true;
  /** The history state to give the booking wizard's step when the form returns to it. */
  returnState?: unknown;
}

function preferredCountry(addresses: Address[], profile: Profile | null): Address['country'] {
  const latest = addresses[0];
  if (latest) return latest.country;
  const fromProfile = countryOf(typeof profile?.country === 'string' ? profile.country : null);
  if (fromProfile) return fromProfile;
  return /-CA$/i.test(globalThis.navigator?.language ?? '') ? 'canada' : 'portugal';
}

/** A new address starts with the contact details the customer used last (or their profile's). */
function newAddressValues(
  addresses: Address[],
  user: SessionUser | null,
  profile: Profile | null,
): AddressFormValues {
  const latest = addresses[0];
  const [first = '', ...rest] = (profile?.fullName ?? '').trim().split(/\s+/);
  return {
    ...EMPTY_ADDRESS_FORM,
    addressType: addresses.some((a) => a.addressType === 'primary') ? 'additional' : 'primary',
    firstName: latest?.firstName ?? profile?.firstName ?? first,
    lastName: latest?.lastName ?? profile?.lastName ?? rest.join(' '),
    email: latest?.email ?? user?.email ?? '',
    phone: latest?.phone ?? profile?.phone ?? '',
    country: preferredCountry(addresses, profile),
    isDefault: addresses.length === 0,
  };
}

/** /customer/addresses: the saved addresses (list mode) and the add/edit form (`?mode=new`, `?mode=edit&id=`). */
export function AddressesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const addresses = useAddresses();
  const deleteAddress = useDeleteAddress();
  const setDefault = useUpdateAddress();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialogOpenerRef = useRef<HTMLElement | null>(null);

  const list = addresses.data;
  const mode = searchParams.get('mode');
  const editId = mode === 'edit' ? searchParams.get('id') : null;
  const editing = editId ? list?.find((a) => a.id === editId) : undefined;
  const formOpen = mode === 'new' || editId !== null;

  // Each failed load (after the query's own retries) says so once.
  const { errorUpdatedAt } = addresses;
  useEffect(() => {
    if (errorUpdatedAt > 0) toast.error(t('addresses.list.failedTitle'), { id: 'addresses-fetch-failed' });
  }, [errorUpdatedAt, t]);

  // An unknown or deleted address in the URL: back to the list.
  const missingEdit = editId !== null && list !== undefined && editing === undefined;
  useEffect(() => {
    if (missingEdit) setSearchParams({}, { replace: true });
  }, [missingEdit, setSearchParams]);

  // Moving between list and form: start at the top, focus the new view's heading.
  const wasFormOpen = useRef(formOpen);
  useEffect(() => {
    if (wasFormOpen.current === formOpen) return;
    wasFormOpen.current = formOpen;
    window.scrollTo({ top: 0 });
    if (!formOpen) headingRef.current?.focus();
  }, [formOpen]);

  const openForm = (search: string) =>
    void navigate({ search }, { state: { addressesForm: true } satisfies FormHistoryState });
  // Opened from the booking wizard: both ways out of the new-address form lead back to its step.
  const returnPath = mode === 'new' ? bookingReturnPath(searchParams) : null;
  const formState = location.state as FormHistoryState | null;
  const closeForm = () => {
    if (formState?.addressesForm) void navigate(-1);
    else if (returnPath) void navigate(returnPath, { replace: true });
    else setSearchParams({}, { replace: true });
  };
  const onSaved = (saved: Address) => {
    if (returnPath)
      void navigate(withChosenAddress(returnPath, saved.id), {
        replace: true,
        state: formState?.returnState,
      });
    else closeForm();
  };
  const openAdd = () => openForm('?mode=new');
  const openEdit = (address: Address) => openForm(`?mode=edit&id=${encodeURIComponent(address.id)}`);

  const settingDefaultId = setDefault.isPending ? (setDefault.variables?.id ?? null) : null;

  let content: ReactNode;
  if (addresses.isPending) {
    content = <AddressListSkeleton />;
  } else if (!list) {
    content = <AddressListError onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />;
  } else if (formOpen) {
    content = editing ? (
      <AddressForm
        key={editing.id}
        address={editing}
        initialValues={addressToFormValues(editing)}
        isFirstAddress={false}
        onDone={closeForm}
        onCancel={closeForm}
      />
    ) : mode === 'new' ? (
      <AddressForm
        key="new"
        initialValues={newAddressValues(list, user, profile)}
        isFirstAddress={list.length === 0}
        onDone={onSaved}
        onCancel={closeForm}
      />
    ) : (
      <AddressListSkeleton />
    );
  } else if (list.length === 0) {
    content = <AddressListEmpty onAdd={openAdd} />;
  } else {
    content = (
      <>
        <AddressList
          addresses={list}
          onEdit={openEdit}
          onDelete={(address) => {
            dialogOpenerRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setToDelete(address);
          }}
          onSetDefault={(address) => setDefault.mutate({ id: address.id, patch: { isDefault: true } })}
          settingDefaultId={settingDefaultId}
        />
        <p className="text-center text-muted-foreground text-xs">
          {t('addresses.limitHint', { max: MAX_ADDITIONAL_ADDRESSES })}
        </p>
      </>
    );
  }

  const showAddButton = !formOpen && list !== undefined && list.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: t('pages.customerAddresses'), brand })}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <FocusHeading as="h1" ref={headingRef} className="font-bold text-2xl tracking-tight sm:text-3xl">
            {t('pages.customerAddresses')}
          </FocusHeading>
          {formOpen ? null : <p className="text-muted-foreground text-sm">{t('addresses.intro')}</p>}
        </div>
        {showAddButton ? (
          <Button size="lg" className="w-full sm:w-auto" onClick={openAdd}>
            <Plus aria-hidden />
            {t('addresses.addNew')}
          </Button>
        ) : null}
      </div>
      {content}
      <DeleteAddressDialog
        address={toDelete}
        pending={deleteAddress.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(address) => deleteAddress.mutate(address.id, { onSettled: () => setToDelete(null) })}
        onCloseAutoFocus={(event) => {
          // The card that opened the dialog is gone after a delete: land on the page heading instead.
          if (dialogOpenerRef.current?.isConnected) return;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </div>
  );
}
