import type { Locale } from '@limpa/contracts';
import { numberFormat } from '@limpa/domain';
import { z } from 'zod';
import type { AppError, DetailValue, FieldError } from './app-error';
import { translateOwnFieldMessage } from './field-messages';
import { hasTranslation, translate } from './i18n';

/**
 * problem+json title and detail in the caller's language, by error code (decision 023). English keeps the
 * text the code threw (the product's exact wording, sometimes with numbers in it); another language gets the
 * code's translation, else its HTTP status's (framework and better-auth codes are open-ended).
 */
export function localizeProblem(err: AppError, locale: Locale): { title: string; detail: string } {
  if (locale === 'en') return { title: err.title, detail: err.detail };
  const known = hasTranslation(locale, `problems.codes.${err.code}.title`);
  const base = known
    ? `problems.codes.${err.code}`
    : `problems.status.${hasTranslation(locale, `problems.status.${err.status}.title`) ? err.status : 400}`;
  const detailKey = known && err.detailVars?.key ? err.detailVars.key : 'detail';
  const vars = sayDetailVars(locale, err.detailVars?.vars ?? {});
  return {
    title: translate(locale, `${base}.title`),
    detail: translate(locale, `${base}.${detailKey}`, vars),
  };
}

/** A detail's values the language's way: "0,1", "12,50 €", "12,50 $" ("CA$12.50" in English). */
export const sayDetailVars = (locale: Locale, vars: Record<string, DetailValue>) =>
  Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, sayValue(locale, value)]));

function sayValue(locale: Locale, value: DetailValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberFormat(locale).format(value);
  return numberFormat(locale === 'en' ? 'en-CA' : locale, {
    style: 'currency',
    currency: value.currency,
  }).format(value.amountCents / 100);
}

/**
 * Field messages in the language: our own rules' wording by its key (`problems.fields.*`), zod's re-made
 * from the issue, anything else as built. English stays as built (docs/product-rules.md#wording).
 */
export function localizeFieldErrors(locale: Locale, errors: FieldError[]): FieldError[] {
  return errors.map(({ path, message, issue }) => ({
    path,
    message:
      locale === 'en'
        ? message
        : (translateOwnFieldMessage(locale, message) ??
          (issue ? localizeZodMessage(locale, { ...issue, message }) : message)),
  }));
}

const ZOD_LOCALES: Record<Exclude<Locale, 'en'>, () => { localeError: z.core.$ZodErrorMap }> = {
  'pt-PT': z.locales.pt,
  'fr-CA': z.locales.frCA,
};

/** A zod issue (as fastify-type-provider-zod hands it: code as keyword, the rest as params) in the language. */
export function localizeZodMessage(
  locale: Locale,
  issue: { keyword: string; params?: Record<string, unknown>; message?: string },
): string {
  const english = issue.message ?? 'Invalid value';
  if (locale === 'en') return english;
  const made = ZOD_LOCALES[locale]().localeError({ ...issue.params, code: issue.keyword } as never);
  const text = typeof made === 'string' ? made : made?.message;
  return text ?? english;
}

/** "path: message; path: message" — the detail of a validation problem. */
export const validationDetail = (errors: FieldError[]) =>
  errors.map((e) => `${e.path}: ${e.message}`).join('; ');
