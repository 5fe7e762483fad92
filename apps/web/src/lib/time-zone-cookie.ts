/**
 * The visitor's time zone, kept in a cookie for the server: it paints the header's clock in it on a page it
 * renders (decision 086), where the time it knows is its own. Written by the app at start; the same zone the live
 * clock uses (the browser's).
 */
export const TIME_ZONE_COOKIE = 'limpa.tz';

export function shareTimeZone() {
  if (typeof document === 'undefined') return;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (!zone) return;
  const value = encodeURIComponent(zone);
  if (document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format value; the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}
