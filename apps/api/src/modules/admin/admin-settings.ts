import type { AdminSettings, AdminSettingsBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { EARLIEST_START_DEFAULT_HOURS } from '@limpa/domain';
import { findSettingsRow, insertSettingAudit, saveSettingsRow } from './settings.repository';

/**
 * Platform settings, enforced elsewhere: maintenance mode refuses new bookings (503, and GET /api/v1/app-config
 * tells the wizard); "Require provider approval" decides whether new cleaners start approved at sign-up; the
 * earliest start refuses bookings sooner than that many hours ahead (and app-config tells the wizard's times).
 * "Require identity verification" refuses to approve a cleaner whose identity document is not approved
 * (decision 071). Each save records who made it and when (updated_by, updated_at); turning identity
 * verification on or off is also written to the audit trail, since it changes who may be approved.
 */
export async function getAdminSettings(db: Database): Promise<AdminSettings> {
  const row = await findSettingsRow(db);
  return {
    maintenanceMode: row?.maintenanceMode ?? false,
    requireProviderApproval: row?.requireProviderApproval ?? true,
    earliestStartHours: row?.earliestStartHours ?? EARLIEST_START_DEFAULT_HOURS,
    requireIdentityVerification: row?.requireIdentityVerification ?? true,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

export async function updateAdminSettings(
  db: Database,
  adminUserId: string,
  body: AdminSettingsBody,
): Promise<AdminSettings> {
  const row = await db.transaction(async (tx) => {
    const before = await findSettingsRow(tx, true);
    const saved = await saveSettingsRow(tx, body, adminUserId);
    const was = before?.requireIdentityVerification ?? true;
    if (saved.requireIdentityVerification !== was) {
      await insertSettingAudit(tx, {
        actorId: adminUserId,
        field: 'requireIdentityVerification',
        oldValue: String(was),
        newValue: String(saved.requireIdentityVerification),
      });
    }
    return saved;
  });
  return {
    maintenanceMode: row.maintenanceMode,
    requireProviderApproval: row.requireProviderApproval,
    earliestStartHours: row.earliestStartHours,
    requireIdentityVerification: row.requireIdentityVerification,
    updatedAt: row.updatedAt.toISOString(),
  };
}
