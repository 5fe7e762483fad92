import type { AdminUserListItem } from '@limpa/contracts';
import type { CancellationCounts, ProfileRow } from './users.repository';

export function toAdminUserListItem(p: ProfileRow, counts: CancellationCounts): AdminUserListItem {
  return {
    id: p.id,
    userId: p.userId,
    fullName: p.fullName,
    role: p.role,
    phone: p.phone,
    city: p.city,
    isApproved: p.isApproved,
    onboardingComplete: p.onboardingComplete,
    suspended: p.suspendedAt !== null,
    ...counts,
    noShowBlocked: p.noShowBlockedAt !== null,
    createdAt: p.createdAt.toISOString(),
  };
}
