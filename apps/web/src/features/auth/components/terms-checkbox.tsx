import '../sign-up-terms-strings';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '@/components/ui/error-text';

const ID = 'sign-up-accept-terms';

/**
 * The Sign Up form's required "I agree…" box, a native checkbox (no Radix: the sign-up chunk stays small), with
 * both documents linked beside it, each opening in a new tab so that the form keeps what was typed.
 */
export function TermsCheckbox({ error, ...input }: ComponentProps<'input'> & { error?: string }) {
  const { t } = useTranslation();
  const link = 'font-medium text-primary underline underline-offset-2';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={ID}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : `${ID}-links`}
          {...input}
        />
        <label htmlFor={ID} className="min-w-0 text-sm leading-snug">
          {t('signUpTerms.acceptTerms')}
        </label>
      </div>
      <p id={`${ID}-links`} className="flex flex-wrap gap-x-4 gap-y-1 pl-8 text-sm">
        <a href="/legal/terms" target="_blank" rel="noopener" className={link}>
          {t('signUpTerms.termsLink')}
        </a>
        <a href="/legal/privacy" target="_blank" rel="noopener" className={link}>
          {t('signUpTerms.privacyLink')}
        </a>
      </p>
      {error ? (
        <ErrorText id={`${ID}-error`} className="pl-8">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
