/**
 * The process entry. The environment is read first; when it turns tracing on, the OpenTelemetry SDK starts before
 * any module it instruments (http, Fastify, pg) is imported, which is why the rest of the server is imported here
 * and not at the top (ESM evaluates static imports first). With tracing off, no part of the SDK loads (decision 083).
 */
import { type Config, ConfigError, loadConfig } from './config';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[limpa] ${err.message}\nFix the environment variables above and start again.`);
      process.exit(1);
    }
    throw err;
  }
}

try {
  const config = configOrExit();
  const tracing = config.tracing
    ? await import('./tracing/start-tracing').then((m) => m.startTracing(config.tracing!))
    : null;
  const { startServer } = await import('./start-server');
  await startServer(config, tracing);
} catch (err) {
  console.error('[limpa] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
