import { zodResolver } from '@hookform/resolvers/zod';
import type { Address } from '@limpa/contracts';
import { MAX_ADDITIONAL_ADDRESSES } from '@limpa/domain';
import { useEffect, useId, useRef } from 'react';
import { Controller, type FieldErrors, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from '@/components/focus-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import {
  type AddressFieldName,
  type AddressFormOutput,
  type AddressFormValues,
  addressFormSchema,
  fieldForErrorPath,
  REQUIRED_KEY,
  toAddressBody,
} from '../address-schemas';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressContactFields } from './address-contact-fields';
import { AddressDetailsFields } from './address-details-fields';
import { AddressLocationFields } from './address-location-fields';
import { FormSection } from './form-section';
import { PropertyTypePicker } from './property-type-picker';
import { RoomConfigurator } from './room-configurator';
import { isAddressValidationKey } from './use-address-field-error';

/** The order the fields appear in, for focusing the first problem. */
const FIELD_ORDER: AddressFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'streetAddress',
  'unitNumber',
  'city',
  'province',
  'locality',
  'district',
  'postalCode',
  'label',
  'isDefault',
  'propertyType',
  'propertyRooms',
];

interface AddressFormProps {
  /** The address being edited; absent when adding. */
  address?: Address;
  initialValues: AddressFormValues;
  /** The customer has no address yet: this one becomes the default whatever is chosen. */
  isFirstAddress: boolean;
  /** Saved: the address as the server now has it. */
  onDone: (saved: Address) => void;
  onCancel: () => void;
}

export function AddressForm({ address, initialValues, isFirstAddress, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form replaces the list: move focus to its heading so screen readers announce the new view.
  useEffect(() => headingRef.current?.focus(), []);
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const saving = createAddress.isPending || updateAddress.isPending;
  const editing = address !== undefined;

  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initialValues,
  });
  const { control, handleSubmit, setValue, setError, setFocus } = form;
  const addressType = useWatch({ control, name: 'addressType' });

  const onInvalid = (formErrors: FieldErrors<AddressFormValues>) => {
    const messages = FIELD_ORDER.map((name) => formErrors[name]?.message).filter(
      (message): message is string => typeof message === 'string',
    );
    const description = messages.includes(REQUIRED_KEY)
      ? t('addresses.validation.required')
      : messages[0] && isAddressValidationKey(messages[0])
        ? t(messages[0])
        : t('addresses.validation.required');
    toast.error(t('addresses.toasts.validationTitle'), { description });
  };

  const showServerErrors = (error: unknown) =>
    showServerFieldErrors(error, { fieldForPath: fieldForErrorPath, order: FIELD_ORDER, setError, setFocus });

  const onValid = (values: AddressFormOutput) => {
    const body = toAddressBody(values);
    const callbacks = { onSuccess: (saved: Address) => onDone(saved), onError: showServerErrors };
    if (address) updateAddress.mutate({ id: address.id, patch: body }, callbacks);
    else createAddress.mutate(body, callbacks);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <FocusHeading ref={headingRef} id={headingId} className="font-semibold text-xl tracking-tight">
        {editing ? t('addresses.form.editTitle') : t('addresses.form.addTitle')}
      </FocusHeading>
      <Tabs
        value={addressType}
        onValueChange={(value) =>
          setValue('addressType', value === 'primary' ? 'primary' : 'additional', { shouldDirty: true })
        }
      >
        <TabsList aria-label={t('addresses.form.typeLabel')}>
          <TabsTrigger value="primary">{t('addresses.form.primaryTab')}</TabsTrigger>
          <TabsTrigger value="additional">{t('addresses.form.additionalTab')}</TabsTrigger>
        </TabsList>
        {/* One panel whose value follows the tab, so the form keeps its state when the type changes. */}
        <TabsContent value={addressType} className="mt-4">
          <p className="mb-5 text-muted-foreground text-sm">
            {addressType === 'primary'
              ? t('addresses.form.primaryHint')
              : t('addresses.form.additionalHint', { max: MAX_ADDITIONAL_ADDRESSES })}
          </p>
          <FormProvider {...form}>
            <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
              <AddressContactFields />
              <AddressLocationFields />
              <FormSection title={t('addresses.form.propertySection')}>
                <PropertyTypePicker />
                <Controller
                  control={control}
                  name="propertyRooms"
                  render={({ field }) => <RoomConfigurator rooms={field.value} onChange={field.onChange} />}
                />
              </FormSection>
              <AddressDetailsFields isDefault={address?.isDefault === true} isFirstAddress={isFirstAddress} />

              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="outline" size="lg" onClick={onCancel} disabled={saving}>
                  {t('addresses.form.cancel')}
                </Button>
                <Button type="submit" size="lg" disabled={saving}>
                  {saving ? <Spinner /> : null}
                  {saving
                    ? t('addresses.form.saving')
                    : editing
                      ? t('addresses.form.update')
                      : t('addresses.form.save')}
                </Button>
              </div>
            </form>
          </FormProvider>
        </TabsContent>
      </Tabs>
    </section>
  );
}
