import {
  backfillLocations,
  DEMO_ACCOUNTS,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  resetDemoAdminPassword,
  seedCatalogue,
  seedDemoIfEmpty,
  takeOverShutdownSignals,
  users,
} from '@limpa/db';
import { inArray } from 'drizzle-orm';
import { createGeocoder } from './adapters/geocoding/create-geocoder';
import { buildApp } from './app';
import { type Config, ConfigError } from './config';
import { openDatabase } from './database';
import { ensureAdmin } from './modules/admin/ensure-admin';
import { refuseDemoDataInProduction, testPaymentsBanner } from './production-start';
import type { Tracing } from './tracing/start-tracing';

/** How long requests in flight may take to finish after SIGTERM (load balancers usually wait 30 s). */
const SHUTDOWN_GRACE_MS = 20_000;

const startupLog = {
  info: (msg: string) => console.log(`[limpa] ${msg}`),
  error: (obj: unknown, msg?: string) => console.error(`[limpa] ${msg ?? 'error'}`, obj),
};

/**
 * config → database → seed → buildApp → listen; graceful shutdown. Imported by server.ts once tracing, when on, has
 * started, so everything this file imports loads after the SDK (decision 083).
 */
export async function startServer(config: Config, tracing: Tracing | null) {
  const banner = testPaymentsBanner(config);
  if (banner) console.warn(banner);

  const database = await openDatabase(config, startupLog);
  try {
    await refuseDemoDataInProduction(database.db, config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`[limpa] ${err.message}\nNothing was started.`);
    await database.shutdown().catch(() => {});
    process.exit(1);
  }
  await seedCatalogue(database.db);
  if (config.seedDemo && (await seedDemoIfEmpty(database.db))) startupLog.info('demo data seeded');
  // Rows saved before addresses had points, or whose place was unknown then, get one now (docs/geocoding.md).
  const geocoder = createGeocoder();
  const placed = await backfillLocations(database.db, (place) => geocoder.geocode(place));
  if (placed > 0) startupLog.info(`${placed} addresses placed on the map`);
  // Demo mode only (never in production): the demo admin gets a fresh random password at every start.
  const demoAdminPassword = config.seedDemo ? await resetDemoAdminPassword(database.db) : null;
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    startupLog.info(`admin ${config.admin.email}: ${result}`);
  }

  const app = await buildApp({ config, db: database.db });
  let closing = false;
  // SIGTERM (a rolling restart, `docker stop`, systemd): drain first — readiness answers 503 and the event
  // streams end, while requests are still served for SHUTDOWN_DRAIN_MS so the load balancer takes this process
  // out (decision 082) — then stop accepting connections, let the requests in flight finish (bounded), stop the
  // job workers after their current job, then the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining, then shutting down');
    app.drain.start();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const closed = app.close().then(() => 'closed' as const);
    const overdue = new Promise<'overdue'>((resolve) =>
      setTimeout(resolve, SHUTDOWN_GRACE_MS, 'overdue').unref(),
    );
    const outcome = await Promise.race([closed, overdue]).catch((err) => {
      app.log.error({ err }, 'error while closing');
      return 'failed' as const;
    });
    if (outcome === 'overdue') app.log.warn('requests still running after the grace period; stopping anyway');
    await database.shutdown().catch((err) => app.log.error({ err }, 'error while stopping the database'));
    // The spans of the last requests go out before the process does (bounded by the exporter's timeout).
    await tracing?.stop().catch((err) => app.log.error({ err }, 'error while sending the last traces'));
    process.exit(0);
  };
  takeOverShutdownSignals();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  const demo = await database.db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const lines = [`${config.brandName} is running at ${config.publicUrl}`];
  if (config.seedDemo && demo.length > 0) {
    lines.push(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS.filter((a) => demo.some((d) => d.email === a.email))) {
      if (account.role !== 'admin') lines.push(`  ${account.role.padEnd(8)} ${account.email}`);
    }
    if (demoAdminPassword) {
      lines.push(`Demo admin (new password at every start): ${DEMO_ADMIN_EMAIL} / ${demoAdminPassword}`);
    }
  }
  if (config.mail.transport === 'local')
    lines.push(`Sent mail (e.g. password resets): ${config.publicUrl}/dev/outbox`);
  console.log(`\n${lines.join('\n')}\n`);
}
