import type { AdminSettings, AdminSettingsBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { EARLIEST_START_DEFAULT_HOURS } from '@limpa/domain';
import { findSettingsRow, saveSettingsRow } from './settings.repository';

/**
 * Platform settings, enforced elsewhere: maintenance mode refuses new bookings (503, and GET /api/v1/app-config
 * tells the wizard); "Require provider approval" decides whether new cleaners start approved at sign-up; the
 * earliest start refuses bookings sooner than that many hours ahead (and app-config tells the wizard's times).
 * Each save records who made it and when (updated_by, updated_at).
 */
export async function getAdminSettings(db: Database): Promise<AdminSettings> {
  const row = await findSettingsRow(db);
  return {
    maintenanceMode: row?.maintenanceMode ?? false,
    requireProviderApproval: row?.requireProviderApproval ?? true,
    earliestStartHours: row?.earliestStartHours ?? EARLIEST_START_DEFAULT_HOURS,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

export async function updateAdminSettings(
  db: Database,
  adminUserId: string,
  body: AdminSettingsBody,
): Promise<AdminSettings> {
  const row = await saveSettingsRow(db, body, adminUserId);
  return {
    maintenanceMode: row.maintenanceMode,
    requireProviderApproval: row.requireProviderApproval,
    earliestStartHours: row.earliestStartHours,
    updatedAt: row.updatedAt.toISOString(),
  };
}
