// The two floors the app is measured against, in a process of their own like the app: a bare Fastify "hello"
// and the same Fastify answering one `select 1` through a pg pool on the app's PostgreSQL.
// Ports and database from the environment (HELLO_PORT, SELECT1_PORT, DATABASE_URL); stops on SIGTERM.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const select1 = Fastify();
select1.get('/', async () => (await pool.query('select 1 as one')).rows[0]);

await hello.listen({ port: Number(process.env.HELLO_PORT), host: '127.0.0.1' });
await select1.listen({ port: Number(process.env.SELECT1_PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await Promise.all([hello.close(), select1.close()]);
  await pool.end();
  process.exit(0);
});
