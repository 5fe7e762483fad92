import type { Profile } from '@limpa/contracts';

/** The name the greeting uses: the first name, else the first word of the full name, else null. */
export function greetingName(profile: Pick<Profile, 'firstName' | 'fullName'> | null): string | null {
  const first = profile?.firstName?.trim() || profile?.fullName?.trim().split(/\s+/)[0];
  return first || null;
}
