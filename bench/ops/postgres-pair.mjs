// A primary and its streaming replica on loopback ports, from Debian's PostgreSQL (decision 081): initdb, then
// pg_basebackup -R. As root, every PostgreSQL program runs as the `postgres` user (initdb refuses root).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest /usr/lib/postgresql/<major>/bin, or null with the way to install it. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors.length > 0 ? path.join(root, majors[0], 'bin') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = os.userInfo().uid === 0;

/** Runs one PostgreSQL program to its end; its output is kept for the error message. */
function run(bin, program, args) {
  const [command, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
    : [path.join(bin, program), args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${program} ${args.join(' ')} → ${code}\n${output}`)),
    );
  });
}

/** The settings both servers start with; the replica's own port is appended after the copy. */
const settings = (dir, port) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${dir}'
wal_level = replica
max_wal_senders = 4
hot_standby = on
hot_standby_feedback = on
max_connections = 100
fsync = off
`;

/**
 * Starts the pair under `dir`: the primary with a `limpa` database, the replica streaming from it. Returns their
 * URLs and a stop for each (the replica's is what the check pulls from under the traffic).
 */
export async function startPair(bin, dir) {
  await chmod(dir, 0o755);
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  await run(bin, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await appendFile(path.join(primaryDir, 'postgresql.conf'), settings(dir, primaryPort));
  const start = (dataDir, name) =>
    run(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, `${name}.log`), '-w', '-t', '60', 'start']);
  const stop = (dataDir, mode) => run(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start(primaryDir, 'primary');
  await run(bin, 'psql', [
    '-h',
    '127.0.0.1',
    '-p',
    `${primaryPort}`,
    '-U',
    'postgres',
    '-c',
    'create database limpa',
  ]);
  await run(bin, 'pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', `${primaryPort}`, '-U', 'postgres'],
    ...['-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast'],
  ]);
  await appendFile(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
  await start(replicaDir, 'replica');
  const url = (port) => `postgres://postgres@127.0.0.1:${port}/limpa`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    /** `immediate`: the replica vanishes as a crash or a lost host would, its connections reset. */
    stopReplica: (mode = 'immediate') => stop(replicaDir, mode),
    stopAll: async () => {
      await stop(replicaDir, 'fast').catch(() => {});
      await stop(primaryDir, 'fast').catch(() => {});
    },
  };
}
