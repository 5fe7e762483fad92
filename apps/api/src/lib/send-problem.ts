import type { FastifyReply } from 'fastify';
import type { AppError } from './app-error';
import { translateOwnFieldMessage } from './field-messages';
import { localizeFieldErrors, localizeProblem, validationDetail } from './problem-translation';
import { requestLocale } from './request-locale';

/**
 * Sends the problem in the caller's language: title and detail by code (with the detail's values), field
 * messages by their own key or zod's issue. A translated validation detail is its rule's message when it is
 * one of ours (docs/product-rules.md#wording), else the translated field messages joined.
 */
export function sendProblem(reply: FastifyReply, err: AppError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  const locale = requestLocale(reply.request);
  const localized = localizeProblem(err, locale);
  const { title } = localized;
  const errors = err.errors && localizeFieldErrors(locale, err.errors);
  const detail =
    locale !== 'en' && err.code === 'validation_error' && errors?.length
      ? (translateOwnFieldMessage(locale, err.detail) ?? validationDetail(errors))
      : localized.detail;
  return reply
    .status(err.status)
    .type('application/problem+json')
    .send({
      ...err.extensions,
      type: `https://limpa.app/problems/${err.code}`,
      title,
      status: err.status,
      detail,
      code: err.code,
      ...(errors ? { errors } : {}),
    });
}
