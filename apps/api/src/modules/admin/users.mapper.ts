import type { AdminUserListItem } from '@limpa/contracts';
import type { ProfileRow } from './users.repository';

export function toAdminUserListItem(p: ProfileRow, cancellationCount: number): AdminUserListItem {
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
    cancellationCount,
    createdAt: p.createdAt.toISOString(),
  };
}
