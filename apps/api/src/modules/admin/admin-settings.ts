import type { AdminSettings, AdminSettingsBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { findSettingsRow, saveSettingsRow } from './settings.repository';

/**
 * Platform settings, enforced elsewhere: maintenance mode refuses new bookings (503, and GET /api/v1/app-config
 * tells the wizard); "Require provider approval" decides whether new cleaners start approved at sign-up.
 */
export async function getAdminSettings(db: Database): Promise<AdminSettings> {
  const row = await findSettingsRow(db);
  return {
    maintenanceMode: row?.maintenanceMode ?? false,
    requireProviderApproval: row?.requireProviderApproval ?? true,
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
    updatedAt: row.updatedAt.toISOString(),
  };
}
