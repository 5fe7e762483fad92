import type { HomeType } from '@limpa/domain';
import type { WizardState } from './wizard-steps';

/** Values other screens pass in router state when they open the wizard. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function record(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** `selectedServiceId` from the services catalogue, sent as `serviceId` (ignored unless it is a uuid). */
export function serviceIdFrom(state: unknown): string | null {
  const id = record(state).selectedServiceId;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

function cleanerIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  const fields = record(value);
  for (const key of ['userId', 'user_id', 'id']) {
    const id = fields[key];
    if (typeof id === 'string' && id.trim()) return id.trim();
  }
  return null;
}

/** `selectedCleaner` / `preselectedCleaner` (an id or a cleaner object), for links that bypass /book-service. */
export function cleanerIdFrom(state: unknown): string | null {
  const fields = record(state);
  return cleanerIdOf(fields.selectedCleaner) ?? cleanerIdOf(fields.preselectedCleaner);
}

/** The wizard steps of the history entries behind the current one (so Back can pop them). */
export function wizardTrailFrom(state: unknown): number[] {
  const trail = record(state).wizardTrail;
  return Array.isArray(trail) ? trail.filter((s): s is number => Number.isInteger(s)) : [];
}

const HOME_TYPE = /^T[0-4]$/;

/** The URL parameters `prefillFrom` and `linkedServiceFrom` read. */
export const PREFILL_PARAMS = ['addressId', 'homeType', 'addOns', 'date', 'service'] as const;

/** `service=default`: the default service, whatever its name (the home's price cards show its table). */
export const DEFAULT_SERVICE_PARAM = 'default';

/**
 * `service`: the catalogue key (English name) of the service a link opens the wizard on (the customer home's
 * cards know keys, not ids), or DEFAULT_SERVICE_PARAM. Resolved once the catalogue arrives (use-linked-service.ts).
 */
export function linkedServiceFrom(params: URLSearchParams): string | null {
  const key = params.get('service')?.trim();
  return key ? key.slice(0, 100) : null;
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The wizard pre-filled from its URL (`rebookPath`: a cleaner cancelled, find another one): address, home type,
 * add-ons and date. Anything malformed is ignored; the defaults then apply as usual.
 */
export function prefillFrom(params: URLSearchParams): Partial<WizardState> {
  const prefill: Partial<WizardState> = {};
  const addressId = params.get('addressId');
  if (addressId && UUID.test(addressId)) prefill.addressId = addressId;
  const homeType = params.get('homeType');
  if (homeType && HOME_TYPE.test(homeType)) prefill.homeType = homeType as HomeType;
  const addOnIds = (params.get('addOns') ?? '').split(',').filter((id) => UUID.test(id));
  if (addOnIds.length > 0) prefill.addOnIds = [...new Set(addOnIds)].slice(0, 20);
  const date = params.get('date');
  if (date && DATE.test(date)) prefill.date = date;
  return prefill;
}
