export { backupDatabase } from './backup/backup-database';
export { readBackupHeader, restoreDatabase } from './backup/restore-database';
export {
  AUTH_CHANGES_CHANNEL,
  ChangeFeed,
  type ChangeListener,
  changeFeedOf,
  LISTING_CHANGES_CHANNEL,
} from './change-feed';
export { createLocalCard, recordSucceededCharge } from './charge-factories';
export * from './client';
export { createApprovedIdentity } from './document-factories';
export {
  type EmbeddedPostgresHandle,
  freePort,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from './embedded';
export { releaseExitHooks, takeOverShutdownSignals } from './embedded-signals';
export { ensureDatabase } from './ensure-database';
export * from './factories';
export { backfillLocations, type GeocodeFn, locationColumns } from './locations';
export { migrationsFolder, runMigrations } from './migrate';
export { PLAN_EACH_RUN } from './prepared-statements';
export { createReplicaDb, isConnectionError, ReplicaPool } from './replica-pool';
export * from './schema';
export { cleanerReachBox } from './schema/cleaner-reach';
export * from './seed';
export { type CreateUserInput, createUserWithProfile, legalAcceptanceColumns } from './users';
