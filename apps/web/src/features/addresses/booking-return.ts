/**
 * "Add New Address" in the booking wizard opens the form with `?returnTo=` (the wizard's path and query) so
 * that saving goes straight back to the same step with the new address chosen, and cancelling goes back too.
 * Only the wizard's own path is accepted: the parameter is in the URL, so anything else (another site, another
 * screen) is ignored rather than followed.
 */
const WIZARD_PATH = '/customer/book';

/** The wizard path to return to, or null when there is none or it is not the wizard's. */
export function bookingReturnPath(params: URLSearchParams): string | null {
  const raw = params.get('returnTo');
  if (!raw?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://limpa.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://limpa.invalid' || url.pathname !== WIZARD_PATH) return null;
  return `${url.pathname}${url.search}`;
}

/** The return path with the address just saved chosen (the wizard reads `addressId` once, then drops it). */
export function withChosenAddress(returnPath: string, addressId: string): string {
  const url = new URL(returnPath, 'https://limpa.invalid');
  url.searchParams.set('addressId', addressId);
  return `${url.pathname}${url.search}`;
}
