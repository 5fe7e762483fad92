import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_LABEL_MAX, ADDRESS_MESSAGES, type Address } from '@limpa/contracts';
import {
  CANADIAN_PROVINCES,
  currencyForCountry,
  MAX_ADDITIONAL_ADDRESSES,
  PORTUGUESE_AUTONOMOUS_REGIONS,
  PORTUGUESE_DISTRICTS,
  PROPERTY_TYPES,
} from '@limpa/domain';
import { Building2, House } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldErrors,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupCard } from '@/components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import {
  type AddressFieldName,
  type AddressFormOutput,
  type AddressFormValues,
  type AddressValidationKey,
  addressFormSchema,
  fieldForErrorPath,
  formatPortuguesePostalCode,
  REQUIRED_KEY,
  toAddressBody,
} from '../schemas';
import { CountryFlag } from './country-flag';
import { RoomConfigurator } from './room-configurator';

/** Format examples, the same in every language. */
const POSTAL_CODE_PLACEHOLDERS = { canada: 'M5V 3A4', portugal: '1000-001' } as const;
/** Radix Select items cannot have an empty value: this one stands for "no district". */
const NO_DISTRICT = '__none__';

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
  onDone: () => void;
  onCancel: () => void;
}

function isValidationKey(message: string): message is AddressValidationKey {
  return message.startsWith('addresses.validation.');
}

/** Canada: upper-case as typed (caret kept). Portugal: digits with the dash after the fourth. */
function formatPostalCodeInput(input: HTMLInputElement, country: AddressFormValues['country']) {
  const next = country === 'canada' ? input.value.toUpperCase() : formatPortuguesePostalCode(input.value);
  if (next === input.value) return;
  const { selectionStart, selectionEnd } = input;
  const sameLength = next.length === input.value.length;
  input.value = next;
  if (sameLength && selectionStart !== null && selectionEnd !== null) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
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

  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initialValues,
  });
  const [addressType, country] = useWatch({ control, name: ['addressType', 'country'] });
  const currency = currencyForCountry(country);
  const defaultLocked = isFirstAddress || address?.isDefault === true;

  const fieldError = (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (isValidationKey(message)) return t(message);
    // Server messages are shown as sent, except its generic "required" which reads better per field.
    return message === ADDRESS_MESSAGES.required ? t(REQUIRED_KEY) : message;
  };

  const onInvalid = (formErrors: FieldErrors<AddressFormValues>) => {
    const messages = FIELD_ORDER.map((name) => formErrors[name]?.message).filter(
      (message): message is string => typeof message === 'string',
    );
    const description = messages.includes(REQUIRED_KEY)
      ? t('addresses.validation.required')
      : messages[0] && isValidationKey(messages[0])
        ? t(messages[0])
        : t('addresses.validation.required');
    toast.error(t('addresses.toasts.validationTitle'), { description });
  };

  /** The server's field problems (`body.city`) go under their fields; the toast already shows its message. */
  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || !error.errors) return;
    const fields = new Map<AddressFieldName, string>();
    for (const issue of error.errors) {
      const field = fieldForErrorPath(issue.path);
      if (field && !fields.has(field)) fields.set(field, issue.message);
    }
    for (const [field, message] of fields) setError(field, { type: 'server', message });
    const first = FIELD_ORDER.find((field) => fields.has(field));
    if (first) setFocus(first);
  };

  const onValid = (values: AddressFormOutput) => {
    const body = toAddressBody(values);
    const callbacks = { onSuccess: onDone, onError: showServerErrors };
    if (address) updateAddress.mutate({ id: address.id, patch: body }, callbacks);
    else createAddress.mutate(body, callbacks);
  };

  // Registered where it renders: registration order is the order errors get focus.
  const registerPostalCode = () => {
    const postalCode = register('postalCode');
    return {
      ...postalCode,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        formatPostalCodeInput(event.target, country);
        return postalCode.onChange(event);
      },
    };
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="font-semibold text-xl tracking-tight focus:outline-none"
      >
        {editing ? t('addresses.form.editTitle') : t('addresses.form.addTitle')}
      </h2>
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
          <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
            <FormSection title={t('addresses.form.contactSection')}>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  id="address-first-name"
                  label={t('addresses.form.firstName')}
                  error={fieldError(errors.firstName)}
                >
                  {(c) => (
                    <Input {...c} {...register('firstName')} autoComplete="given-name" maxLength={100} />
                  )}
                </FormField>
                <FormField
                  id="address-last-name"
                  label={t('addresses.form.lastName')}
                  error={fieldError(errors.lastName)}
                >
                  {(c) => (
                    <Input {...c} {...register('lastName')} autoComplete="family-name" maxLength={100} />
                  )}
                </FormField>
              </div>
              <FormField
                id="address-email"
                label={t('addresses.form.email')}
                error={fieldError(errors.email)}
              >
                {(c) => (
                  <Input
                    {...c}
                    {...register('email')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={254}
                  />
                )}
              </FormField>
              <FormField
                id="address-phone"
                label={t('addresses.form.phone')}
                error={fieldError(errors.phone)}
              >
                {(c) => (
                  <Input
                    {...c}
                    {...register('phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    maxLength={40}
                  />
                )}
              </FormField>
            </FormSection>

            <FormSection title={t('addresses.form.addressSection')}>
              <FormField
                id="address-country"
                label={t('addresses.form.country')}
                error={fieldError(errors.country)}
              >
                {(c) => (
                  <Controller
                    control={control}
                    name="country"
                    render={({ field }) => (
                      <Select
                        value={field.value}
                        name={field.name}
                        onValueChange={(value) => {
                          field.onChange(value);
                          clearErrors(['city', 'province', 'postalCode', 'locality', 'district']);
                        }}
                      >
                        <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {(['canada', 'portugal'] as const).map((option) => (
                            <SelectItem
                              key={option}
                              value={option}
                              textValue={t(`addresses.countries.${option}`)}
                            >
                              <span className="flex items-center gap-2.5">
                                <CountryFlag country={option} />
                                {t(`addresses.countries.${option}`)}
                              </span>
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField
                id="address-street"
                label={t('addresses.form.streetAddress')}
                error={fieldError(errors.streetAddress)}
              >
                {(c) => (
                  <Input {...c} {...register('streetAddress')} autoComplete="address-line1" maxLength={200} />
                )}
              </FormField>
              <FormField
                id="address-unit"
                label={t('addresses.form.unitNumber')}
                error={fieldError(errors.unitNumber)}
              >
                {(c) => (
                  <Input {...c} {...register('unitNumber')} autoComplete="address-line2" maxLength={40} />
                )}
              </FormField>

              {country === 'canada' ? (
                <>
                  <FormField
                    id="address-city"
                    label={t('addresses.form.city')}
                    error={fieldError(errors.city)}
                  >
                    {(c) => (
                      <Input {...c} {...register('city')} autoComplete="address-level2" maxLength={100} />
                    )}
                  </FormField>
                  <FormField
                    id="address-province"
                    label={t('addresses.form.province')}
                    error={fieldError(errors.province)}
                  >
                    {(c) => (
                      <Controller
                        control={control}
                        name="province"
                        render={({ field }) => (
                          <Select value={field.value} name={field.name} onValueChange={field.onChange}>
                            <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                              <SelectValue placeholder={t('addresses.form.provincePlaceholder')} />
                            </SelectTrigger>
                            <SelectContent>
                              {CANADIAN_PROVINCES.map((province) => (
                                <SelectItem key={province.code} value={province.code}>
                                  {province.name}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                        )}
                      />
                    )}
                  </FormField>
                </>
              ) : (
                <>
                  <FormField
                    id="address-locality"
                    label={t('addresses.form.locality')}
                    error={fieldError(errors.locality)}
                  >
                    {(c) => (
                      <Input {...c} {...register('locality')} autoComplete="address-level2" maxLength={100} />
                    )}
                  </FormField>
                  <FormField
                    id="address-district"
                    label={t('addresses.form.district')}
                    error={fieldError(errors.district)}
                  >
                    {(c) => (
                      <Controller
                        control={control}
                        name="district"
                        render={({ field }) => (
                          <Select
                            value={field.value}
                            name={field.name}
                            onValueChange={(value) => field.onChange(value === NO_DISTRICT ? '' : value)}
                          >
                            <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                              <SelectValue placeholder={t('addresses.form.districtPlaceholder')} />
                            </SelectTrigger>
                            <SelectContent>
                              <SelectItem value={NO_DISTRICT}>{t('addresses.form.noDistrict')}</SelectItem>
                              <SelectSeparator />
                              <SelectGroup>
                                <SelectLabel>{t('addresses.form.districtsGroup')}</SelectLabel>
                                {PORTUGUESE_DISTRICTS.map((district) => (
                                  <SelectItem key={district} value={district}>
                                    {district}
                                  </SelectItem>
                                ))}
                              </SelectGroup>
                              <SelectSeparator />
                              <SelectGroup>
                                <SelectLabel>{t('addresses.form.autonomousRegionsGroup')}</SelectLabel>
                                {PORTUGUESE_AUTONOMOUS_REGIONS.map((region) => (
                                  <SelectItem key={region} value={region}>
                                    {region}
                                  </SelectItem>
                                ))}
                              </SelectGroup>
                            </SelectContent>
                          </Select>
                        )}
                      />
                    )}
                  </FormField>
                </>
              )}

              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  id="address-postal-code"
                  label={t('addresses.form.postalCode')}
                  error={fieldError(errors.postalCode)}
                >
                  {(c) => (
                    <Input
                      {...c}
                      {...registerPostalCode()}
                      autoComplete="postal-code"
                      placeholder={POSTAL_CODE_PLACEHOLDERS[country]}
                      inputMode={country === 'portugal' ? 'numeric' : 'text'}
                      autoCapitalize={country === 'canada' ? 'characters' : 'none'}
                      spellCheck={false}
                      maxLength={country === 'canada' ? 7 : 8}
                      className={country === 'canada' ? 'uppercase placeholder:normal-case' : undefined}
                    />
                  )}
                </FormField>
                <FormField
                  id="address-currency"
                  label={t('addresses.form.currency')}
                  hint={t('addresses.form.currencyHint', { currency })}
                >
                  {(c) => (
                    <Input {...c} readOnly value={currency} className="bg-muted font-semibold tabular-nums" />
                  )}
                </FormField>
              </div>
            </FormSection>

            <FormSection title={t('addresses.form.propertySection')}>
              <PropertyTypePicker control={control} />
              <Controller
                control={control}
                name="propertyRooms"
                render={({ field }) => <RoomConfigurator rooms={field.value} onChange={field.onChange} />}
              />
            </FormSection>

            <FormSection title={t('addresses.form.detailsSection')}>
              <FormField
                id="address-label"
                label={t('addresses.form.label')}
                error={fieldError(errors.label)}
              >
                {(c) => (
                  <Input
                    {...c}
                    {...register('label')}
                    maxLength={ADDRESS_LABEL_MAX}
                    placeholder={t('addresses.form.labelPlaceholder')}
                  />
                )}
              </FormField>
              <Controller
                control={control}
                name="isDefault"
                render={({ field }) => (
                  <div className="flex items-start gap-3">
                    <Checkbox
                      id="address-default"
                      ref={field.ref}
                      checked={field.value}
                      disabled={defaultLocked}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      aria-describedby="address-default-hint"
                      className="mt-0.5"
                    />
                    <div className="flex flex-col gap-1">
                      <Label htmlFor="address-default" className="leading-snug">
                        {t('addresses.form.isDefault')}
                      </Label>
                      <p id="address-default-hint" className="text-muted-foreground text-xs">
                        {address?.isDefault
                          ? t('addresses.form.alreadyDefaultHint')
                          : isFirstAddress
                            ? t('addresses.form.firstAddressHint')
                            : t('addresses.form.defaultHint')}
                      </p>
                    </div>
                  </div>
                )}
              />
            </FormSection>

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
        </TabsContent>
      </Tabs>
    </section>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id}>
      <CardContent className="flex flex-col gap-5">
        <h3 id={id} className="font-semibold text-base">
          {title}
        </h3>
        {children}
      </CardContent>
    </Card>
  );
}

function PropertyTypePicker({
  control,
}: {
  control: Control<AddressFormValues, unknown, AddressFormOutput>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const icons = { apartment: Building2, house: House } as const;
  return (
    <Controller
      control={control}
      name="propertyType"
      render={({ field }) => (
        <div className="flex flex-col gap-2">
          <span id={labelId} className="font-medium text-sm">
            {t('addresses.form.propertyType')}
          </span>
          <RadioGroup
            ref={field.ref}
            aria-labelledby={labelId}
            value={field.value}
            name={field.name}
            onValueChange={field.onChange}
            className="grid-cols-2"
          >
            {PROPERTY_TYPES.map((type) => {
              const Icon = icons[type];
              return (
                <RadioGroupCard key={type} value={type} className="min-h-14 justify-start px-4">
                  <Icon
                    aria-hidden
                    className="size-5 text-muted-foreground group-data-[state=checked]:text-primary"
                  />
                  {t(`addresses.propertyTypes.${type}`)}
                </RadioGroupCard>
              );
            })}
          </RadioGroup>
        </div>
      )}
    />
  );
}
