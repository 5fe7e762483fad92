import type { AdminUserDetail } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { centsToUnits } from '@limpa/domain';
import { userNotFound } from './admin.errors';
import { findUserWithEmail, listAuditEntries } from './users.repository';

/** The audit history shown with a user is capped; role and approval changes are rare. */
export const USER_AUDIT_LIMIT = 100;

/** The "User details" dialog: every profile field it shows, the e-mail, and who changed what. */
export async function getUser(db: Database, profileId: string): Promise<AdminUserDetail> {
  const [row, audit] = await Promise.all([
    findUserWithEmail(db, profileId),
    listAuditEntries(db, profileId, USER_AUDIT_LIMIT),
  ]);
  if (!row) throw userNotFound();
  const p = row.profile;
  return {
    id: p.id,
    userId: p.userId,
    fullName: p.fullName,
    email: row.email,
    role: p.role,
    isApproved: p.isApproved,
    phone: p.phone,
    city: p.city,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    provinceOrDistrict: p.provinceOrDistrict,
    postalCode: p.postalCode,
    country: p.country,
    hourlyRate: p.hourlyRateCents === null ? null : centsToUnits(p.hourlyRateCents),
    currency: p.currency,
    workRadiusKm: p.workRadiusKm,
    onboardingComplete: p.onboardingComplete,
    payoutConnected: p.payoutConnected,
    servicesOffered: p.servicesOffered,
    suspended: p.suspendedAt !== null,
    suspendedAt: p.suspendedAt?.toISOString() ?? null,
    suspensionReason: p.suspensionReason,
    cancellationCount: row.cancellationCount,
    lateCancellationCount: row.lateCancellationCount,
    noShowCount: row.noShowCount,
    noShowBlockedAt: p.noShowBlockedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
