// What ops:replica reads of the API and of the replica itself (decision 081): the app's replica metrics, the
// replica's own transaction count, and how reads leave a lagging replica and come back.
import pg from 'pg';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function metricsOf(base, token) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const value = (series) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };
  const fallback = (reason) => value(`limpa_db_replica_fallbacks_total{reason="${reason}"}`);
  return {
    replicaReads: value('limpa_db_replica_reads_total'),
    fallbacks: { down: fallback('down'), lagging: fallback('lagging'), error: fallback('error') },
    lagSeconds: value('limpa_db_replica_lag_seconds'),
  };
}

/** One statement on the replica itself (its own counters, pausing its replay). */
export async function onReplica(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** Transactions the replica's own backends committed in `limpa` (what only its readers do). */
export const replicaTransactions = async (url) =>
  (await onReplica(url, "select xact_commit::int as n from pg_stat_database where datname = 'limpa'"))[0].n;

/**
 * The replica's replay paused, then a write on the primary: seconds until a read is sent to the primary as
 * `lagging`; replay resumed: seconds until reads are the replica's again.
 */
export async function lagPhase(call, base, replicaUrl, token, { cookie, cleanerId }) {
  const metrics = (at) => metricsOf(at, token);
  const until = async (ok) => {
    const began = performance.now();
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(200)) {
      await call(base, 'GET', '/api/v1/services');
      if (ok(await metrics(base))) return Math.round((performance.now() - began) / 100) / 10;
    }
    return null;
  };
  const start = await metrics(base);
  await onReplica(replicaUrl, 'select pg_wal_replay_pause()');
  await call(base, 'DELETE', `/api/v1/me/favorites/${cleanerId}`, { cookie });
  const left = await until((m) => m.fallbacks.lagging > start.fallbacks.lagging);
  const peak = (await metrics(base)).lagSeconds;
  await onReplica(replicaUrl, 'select pg_wal_replay_resume()');
  const reads = (await metrics(base)).replicaReads;
  const back = await until((m) => m.replicaReads > reads);
  return { secondsToLeave: left, lagSecondsSeen: peak, secondsToReturn: back };
}
