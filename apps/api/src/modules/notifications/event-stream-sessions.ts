import type { FastifyBaseLogger } from 'fastify';

/** Open event streams one person may hold in one API process (decision 042); a further one is refused (429). */
export const MAX_STREAMS_PER_PERSON = 5;
/** Every open stream's session is checked this often even when no change is heard (an expiry sends none). */
export const SESSION_CHECK_MS = 60_000;

export interface StreamSessionsOptions {
  /** Which of these session ids still sign someone in: not ended, not expired, account neither suspended nor deleted. */
  stillLive: (sessionIds: string[]) => Promise<Set<string>>;
  log: FastifyBaseLogger;
  maxPerPerson?: number;
  checkEveryMs?: number;
}

interface OpenStream {
  userId: string;
  sessionId: string;
  end: () => void;
}

/**
 * The open event streams of this process and the sessions they were opened with: a stream lives only as long as
 * its session. A stream is checked when PostgreSQL says its person's sign-in changed (`check(userId)`, at once)
 * and every `checkEveryMs` anyway; one whose session is gone is ended.
 */
export class StreamSessions {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly maxPerPerson: number;
  private readonly checkEveryMs: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: StreamSessionsOptions) {
    this.maxPerPerson = options.maxPerPerson ?? MAX_STREAMS_PER_PERSON;
    this.checkEveryMs = options.checkEveryMs ?? SESSION_CHECK_MS;
  }

  /**
   * Counts a new stream in and gives how to count it out, or null when the person already holds the most.
   * Synchronous, so two requests arriving together cannot both take the last place.
   */
  admit(userId: string, sessionId: string, end: () => void): (() => void) | null {
    let streams = this.byUser.get(userId);
    if (streams && streams.size >= this.maxPerPerson) return null;
    if (!streams) {
      streams = new Set();
      this.byUser.set(userId, streams);
    }
    const stream: OpenStream = { userId, sessionId, end };
    streams.add(stream);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(null), this.checkEveryMs);
      this.timer.unref();
    }
    return () => this.release(stream);
  }

  get size(): number {
    let n = 0;
    for (const streams of this.byUser.values()) n += streams.size;
    return n;
  }

  /** Ends the streams of `userId` (null: everyone's) whose session no longer signs anyone in. */
  async check(userId: string | null): Promise<void> {
    const streams =
      userId === null
        ? [...this.byUser.values()].flatMap((s) => [...s])
        : [...(this.byUser.get(userId) ?? [])];
    if (streams.length === 0) return;
    let live: Set<string>;
    try {
      live = await this.options.stillLive([...new Set(streams.map((s) => s.sessionId))]);
    } catch (err) {
      // The database is away: nothing can be decided now; the next change or interval checks again.
      this.options.log.warn({ err }, 'live events: could not check the streams’ sessions');
      return;
    }
    for (const stream of streams) {
      if (live.has(stream.sessionId)) continue;
      this.release(stream);
      stream.end();
    }
  }

  /** Forgets every stream and stops checking (the app closing; its streams are ended there). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.byUser.clear();
  }

  private release(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byUser.delete(stream.userId);
    if (this.byUser.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
