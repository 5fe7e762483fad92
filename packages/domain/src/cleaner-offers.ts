/**
 * Whether a cleaner takes a visit: they offer its service (by the catalogue's key, its English name) and take
 * its home type (docs/product-rules.md#cleaners, decision 062). No service named: the home type alone decides
 * (a booking being moved or reassigned keeps the service it was booked with).
 */
export function cleanerTakesVisit(
  cleaner: { servicesOffered: readonly string[]; homeTypes: readonly string[] },
  visit: { service?: string; homeType: string },
): boolean {
  if (!cleaner.homeTypes.includes(visit.homeType)) return false;
  return visit.service === undefined || cleaner.servicesOffered.includes(visit.service);
}
