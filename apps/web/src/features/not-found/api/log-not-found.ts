import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';

/** Fire and forget: the miss is logged (and rate-limited) by the API; nothing is shown if it fails. */
export function logNotFound(path: string): void {
  api.post(apiRoutes.clientEvents, { type: 'not_found', path }, { keepalive: true }).catch(() => {});
}
