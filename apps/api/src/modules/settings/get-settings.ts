import { type DbOrTx, settings } from '@limpa/db';

export interface PlatformSettings {
  maintenanceMode: boolean;
  requireProviderApproval: boolean;
}

/** The single settings row (created by migration 0002); safe defaults if it were ever missing. */
export async function getSettings(db: DbOrTx): Promise<PlatformSettings> {
  const [row] = await db.select().from(settings).limit(1);
  return {
    maintenanceMode: row?.maintenanceMode ?? false,
    requireProviderApproval: row?.requireProviderApproval ?? true,
  };
}
