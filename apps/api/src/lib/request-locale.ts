import type { Locale } from '@limpa/contracts';
import type { FastifyRequest } from 'fastify';
import { negotiateLocale } from './i18n';

/**
 * The caller's language (docs/product-rules.md#languages): the signed-in person's profile locale, else
 * Accept-Language. Public routes resolve no session, so there the web's Accept-Language (its active language)
 * decides.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return request.auth?.profile.locale ?? negotiateLocale(request.headers['accept-language']);
}
