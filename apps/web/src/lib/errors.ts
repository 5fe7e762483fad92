import { ApiError, NETWORK_ERROR_CODE } from './api-client';
import { i18n } from './i18n';

/**
 * The description for an error toast: the API's own message (problem+json `detail`) when it sent one,
 * a connection hint when the request never reached it, otherwise `fallback` (or "An error occurred").
 */
export function errorDescription(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return i18n.t('errors.network');
    if (error.detail) return error.detail;
  }
  return fallback ?? i18n.t('errors.generic');
}
