/**
 * Whether this process is draining (decision 082): after SIGTERM it keeps serving for a moment while its
 * readiness check answers 503, so the load balancer stops sending it work before it stops accepting; open event
 * streams end at once so their browsers reconnect to another process with their Last-Event-ID.
 */
export class Drain {
  private started = false;
  private readonly listeners = new Set<() => void>();

  get draining(): boolean {
    return this.started;
  }

  /** Runs `listener` when draining starts (at once if it has); returns how to stop listening. */
  onStart(listener: () => void): () => void {
    if (this.started) {
      listener();
      return () => {};
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}
