import { detectBrand } from '@limpa/domain';
import { CreditCard, FlaskConical } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { createCardToken } from '@/lib/api/create-card-token';
import { ApiError } from '@/lib/api-client';
import {
  type CardField,
  type CardFields,
  type CardProblem,
  caretAfterDigits,
  checkCard,
  formatCardNumber,
  formatExpiry,
  MIN_CARD_DIGITS,
  onlyDigits,
  PROBLEM_FIELD,
  PROBLEM_FOR_CODE,
  parseExpiry,
} from '@/lib/card-input';
import { toastPaymentError } from '@/lib/payment-error';
import { useBrandLabel } from './card-brand';
import { type CardFormProps, CardFormShell, useCardSave } from './card-form-shell';
import '@/lib/strings/payment-card';

interface FormError {
  message: string;
  /** The fields the message is about (none: the card as a whole). */
  fields: CardField[];
}

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

function incompleteFields({ number, expiry, cvc }: CardFields): CardField[] {
  const fields: CardField[] = [];
  if (onlyDigits(number).length < MIN_CARD_DIGITS) fields.push('number');
  if (parseExpiry(expiry) === null) fields.push('expiry');
  if (onlyDigits(cvc).length < 3) fields.push('cvc');
  return fields;
}

/**
 * The local (test-mode) card form. The card goes to the tokens endpoint and only the token to the API; the
 * number and security code are dropped from state as soon as the token is back, and never logged.
 */
export function LocalCardForm(props: CardFormProps) {
  const { t } = useTranslation();
  const brandLabel = useBrandLabel();
  const [card, setCard] = useState<CardFields>(EMPTY);
  const [error, setError] = useState<FormError | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const saving = useCardSave({ ...props, busy: tokenizing });
  const { pending, errorId } = saving;
  const refs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const showError = (next: FormError) => {
    setError(next);
    const first = next.fields[0];
    if (first) refs[first].current?.focus();
  };

  const problemError = (problem: CardProblem, message?: string): FormError => {
    const field = PROBLEM_FIELD[problem];
    return {
      message: message ?? t(`paymentCard.cardErrors.${problem}`),
      fields: field ? [field] : incompleteFields(card),
    };
  };

  const update =
    (field: CardField, format: (value: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const digitsBefore = onlyDigits(
        input.value.slice(0, input.selectionStart ?? input.value.length),
      ).length;
      const atEnd = (input.selectionStart ?? input.value.length) >= input.value.length;
      const next = format(input.value);
      setCard((current) => ({ ...current, [field]: next }));
      setError(null);
      if (!atEnd) {
        requestAnimationFrame(() => {
          if (document.activeElement !== input) return;
          const caret = caretAfterDigits(next, digitsBefore);
          input.setSelectionRange(caret, caret);
        });
      }
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkCard(card);
    if (!check.ok) {
      showError(problemError(check.problem));
      return;
    }
    setError(null);
    setTokenizing(true);
    let token: string;
    try {
      ({ token } = await createCardToken(check.card));
    } catch (err) {
      const problem = err instanceof ApiError && err.code ? PROBLEM_FOR_CODE[err.code] : undefined;
      if (problem) showError(problemError(problem, (err as ApiError).detail));
      else toastPaymentError(err, t('paymentCard.toasts.addFailed'));
      return;
    } finally {
      setTokenizing(false);
    }
    // The card has been exchanged for a token: forget it before saving.
    setCard(EMPTY);
    saving.save({ token });
  };

  const invalid = (field: CardField) => error?.fields.includes(field) ?? false;
  const placeholders = {
    number: t('paymentCard.placeholders.number'),
    expiry: t('paymentCard.placeholders.expiry'),
    cvc: t('paymentCard.placeholders.cvc'),
  };
  const AUTOCOMPLETE = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' } as const;
  /** What the three card inputs share: numeric, unchecked spelling, formatted as typed, tied to the error. */
  const fieldProps = (field: CardField, format: (value: string) => string) => ({
    ref: refs[field],
    id: `card-${field}-${errorId}`,
    name: field === 'number' ? 'cardnumber' : field === 'expiry' ? 'exp-date' : 'cvc',
    value: card[field],
    onChange: update(field, format),
    disabled: pending,
    inputMode: 'numeric' as const,
    autoComplete: AUTOCOMPLETE[field],
    autoCorrect: 'off',
    spellCheck: false,
    placeholder: placeholders[field],
    className: 'font-mono',
    'aria-invalid': invalid(field) ? (true as const) : undefined,
    'aria-describedby': invalid(field) ? errorId : undefined,
  });
  const digits = onlyDigits(card.number);
  const typedBrand = digits.length > 0 ? detectBrand(digits) : 'card';

  return (
    <CardFormShell card={saving} onSubmit={onSubmit} error={error?.message}>
      <div
        role="note"
        aria-label={t('paymentCard.add.testModeLabel')}
        className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-3 text-accent-800 text-sm"
      >
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{t('paymentCard.add.testMode')}</p>
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">{t('paymentCard.add.cardDetails')}</legend>
        <div className="flex flex-col gap-2">
          <div className="flex min-h-5 items-center justify-between gap-3">
            <Label htmlFor={`card-number-${errorId}`}>{t('paymentCard.add.number')}</Label>
            {typedBrand !== 'card' ? (
              <span
                aria-hidden
                className="inline-flex items-center gap-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider"
              >
                <CreditCard className="size-3.5" />
                {brandLabel(typedBrand)}
              </span>
            ) : null}
          </div>
          <Input {...fieldProps('number', formatCardNumber)} maxLength={23} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`card-expiry-${errorId}`}>{t('paymentCard.add.expiry')}</Label>
            <Input {...fieldProps('expiry', formatExpiry)} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`card-cvc-${errorId}`}>{t('paymentCard.add.cvc')}</Label>
            <Input {...fieldProps('cvc', (value) => onlyDigits(value).slice(0, 4))} maxLength={4} />
          </div>
        </div>
      </fieldset>
    </CardFormShell>
  );
}
