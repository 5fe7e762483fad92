import type { Profile } from '@limpa/contracts';
import { useAuth } from '@/lib/auth';

/** The signed-in cleaner's profile: the session is GET /api/v1/me, whose profile has the contract's shape. */
export function useCleanerProfile(): Profile | null {
  const { profile } = useAuth();
  return profile as unknown as Profile | null;
}
