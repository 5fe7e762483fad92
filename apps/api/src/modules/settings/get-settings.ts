import { type DbOrTx, settings } from '@limpa/db';
import { EARLIEST_START_DEFAULT_HOURS } from '@limpa/domain';

export interface PlatformSettings {
  maintenanceMode: boolean;
  requireProviderApproval: boolean;
  earliestStartHours: number;
  /** Approving a cleaner needs their identity document approved (decision 071). */
  requireIdentityVerification: boolean;
}

/** The single settings row (created by migration 0002); safe defaults if it were ever missing. */
export async function getSettings(db: DbOrTx): Promise<PlatformSettings> {
  const [row] = await db.select().from(settings).limit(1);
  return {
    maintenanceMode: row?.maintenanceMode ?? false,
    requireProviderApproval: row?.requireProviderApproval ?? true,
    earliestStartHours: row?.earliestStartHours ?? EARLIEST_START_DEFAULT_HOURS,
    requireIdentityVerification: row?.requireIdentityVerification ?? true,
  };
}
