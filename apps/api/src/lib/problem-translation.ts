import type { Locale } from '@limpa/contracts';
import { z } from 'zod';
import type { AppError } from './app-error';
import { hasTranslation, translate } from './i18n';

type FieldError = { path: string; message: string };

/**
 * problem+json title and detail in the caller's language, by error code (decision 023). English keeps the
 * text the code threw (the spec's exact wording, sometimes with numbers in it); another language gets the
 * code's translation, else its HTTP status's (framework and better-auth codes are open-ended).
 */
export function localizeProblem(err: AppError, locale: Locale): { title: string; detail: string } {
  if (locale === 'en') return { title: err.title, detail: err.detail };
  const base = hasTranslation(locale, `problems.codes.${err.code}.title`)
    ? `problems.codes.${err.code}`
    : `problems.status.${hasTranslation(locale, `problems.status.${err.status}.title`) ? err.status : 400}`;
  return { title: translate(locale, `${base}.title`), detail: translate(locale, `${base}.detail`) };
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
