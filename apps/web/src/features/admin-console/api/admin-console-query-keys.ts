import type { Role } from '@limpa/contracts';

/** Every admin-console query lives under ['admin', …] so one call can refresh them after a change. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  userLists: ['admin', 'users', 'list'] as const,
  userList: (filters: AdminUserFilters) => ['admin', 'users', 'list', filters] as const,
  user: (profileId: string) => ['admin', 'users', 'detail', profileId] as const,
  settings: ['admin', 'settings'] as const,
};

export interface AdminUserFilters {
  q: string;
  role: Role | null;
}
