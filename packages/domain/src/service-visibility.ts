/**
 * Whether customers see a service: a name starting with "DISABLED" hides it from the catalogue, the wizard and
 * the cleaners' choices (decision 062). The admin's catalogue screen shows the rule as a switch; the name stays
 * what the database and the cleaners' lists hold, so hiding and showing again renames the service.
 */
export const HIDDEN_SERVICE_PREFIX = 'DISABLED';

export function isHiddenServiceName(name: string): boolean {
  return name.startsWith(HIDDEN_SERVICE_PREFIX);
}

/** The name without the hiding prefix (and the separator an admin may have typed after it). */
export function visibleServiceName(name: string): string {
  return isHiddenServiceName(name) ? name.slice(HIDDEN_SERVICE_PREFIX.length).replace(/^[\s:_-]+/, '') : name;
}

/** The name to store for a service shown (as it is) or hidden ("DISABLED " before it). */
export function serviceNameFor(name: string, hidden: boolean): string {
  const shown = visibleServiceName(name.trim());
  return hidden ? `${HIDDEN_SERVICE_PREFIX} ${shown}` : shown;
}
