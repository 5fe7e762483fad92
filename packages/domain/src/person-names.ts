/** The parts of a profile a person's names come from. */
export interface NamedProfile {
  fullName?: string | null;
  firstName?: string | null;
}

/**
 * The names the app shows for a person, worked out once for the web and the API (which paints them into the
 * customer home, decision 039): the header's (the full name, else the e-mail address) and the greeting's (the
 * first name, else the full name's first word; null when there is neither).
 */
export function personNames(
  profile: NamedProfile | null | undefined,
  email: string | null | undefined,
): { displayName: string; firstName: string | null } {
  const fullName = profile?.fullName?.trim();
  const firstName = profile?.firstName?.trim() || fullName?.split(/\s+/)[0] || null;
  return { displayName: fullName || email || '', firstName };
}
