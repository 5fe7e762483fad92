// The rolling restart's outside tools: HAProxy and PostgreSQL from the Debian packages `haproxy` and
// `postgresql` (apt-get install -y haproxy postgresql). Nothing is installed here: a missing tool stops the run
// with what to install.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@limpa/db';

const which = (name) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
};

/** PostgreSQL's server binaries: ROLLING_PG_BIN, Debian's newest /usr/lib/postgresql/N/bin, or the PATH. */
function postgresBin() {
  if (process.env.ROLLING_PG_BIN) return process.env.ROLLING_PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin/pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(debian, versions[0], 'bin');
  }
  const pgCtl = which('pg_ctl');
  return pgCtl ? path.dirname(pgCtl) : null;
}

/** The paths of haproxy, initdb and pg_ctl, or an error naming the Debian packages to install. */
export function checkTools() {
  const haproxy = which('haproxy');
  const bin = postgresBin();
  const missing = [];
  if (!haproxy) missing.push('haproxy');
  if (!bin || !existsSync(path.join(bin, 'initdb'))) missing.push('postgresql');
  if (missing.length) {
    throw new Error(
      `missing ${missing.join(' and ')}: install with \`apt-get install -y ${missing.join(' ')}\``,
    );
  }
  return { haproxy, initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user the package created. */
const asPostgres = (cmd, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

const run = (cmd, args) => {
  const [c, a] = asPostgres(cmd, args);
  execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
};

/** A throwaway cluster in `dir` on a free loopback port (trust auth); returns its URL and how to stop it. */
export async function startPostgres(tools, dir) {
  const dataDir = path.join(dir, 'postgres');
  if (process.getuid?.() === 0) {
    // The postgres user must enter the run's folder and own the cluster's.
    chmodSync(dir, 0o755);
    execFileSync('mkdir', ['-p', dataDir]);
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    const [uid, gid] = [id('-u'), id('-g')];
    chownSync(dataDir, uid, gid);
  }
  run(tools.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200`;
  run(tools.pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return { url, stop: () => run(tools.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']) };
}

/**
 * HAProxy in front of the API processes (loopback only): health checks on the readiness endpoint, which
 * answers 503 from the moment a process drains (decision 082); `option redispatch` and retries send a request
 * that could not reach one process to the other. L7 retries (an empty answer, a 503) only for requests safe
 * to repeat: GET/HEAD, and POSTs carrying an Idempotency-Key. Streams (SSE) may stay open for long.
 */
export function haproxyConfig({ port, statsPort, servers }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout queue 10s
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response 503

frontend api
  bind 127.0.0.1:${port}
  default_backend limpa

backend limpa
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # A 503 from a draining process takes it out within ~1.5 s (inter, then fastinter); a process slow under load
  # (checks time out after 3 s) twice in a row too. Both processes out would answer 503 to everyone.
  timeout check 3s
  default-server inter 1s fastinter 300ms downinter 500ms fall 2 rise 2
  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** Starts HAProxy in the foreground with `configFile` (checked first); its output goes to `logStream`. */
export async function startHaproxy(tools, configFile, logStream) {
  execFileSync(tools.haproxy, ['-c', '-q', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(tools.haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => logStream.write(`[haproxy] ${d}`));
  child.stderr.on('data', (d) => logStream.write(`[haproxy] ${d}`));
  return child;
}

/** Each backend server's status as HAProxy sees it ('UP', 'DOWN', 'MAINT', …), from its stats CSV. */
export async function backendStatus(statsPort) {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const cols = header.split(',');
  const at = (row, name) => row.split(',')[cols.indexOf(name)];
  return Object.fromEntries(
    rows
      .filter((r) => at(r, 'pxname') === 'limpa' && at(r, 'svname') !== 'BACKEND')
      .map((r) => [at(r, 'svname'), at(r, 'status')]),
  );
}
