import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../database';
import { ensureAdmin } from '../modules/admin/ensure-admin';

// npm run create-admin -- --email E --password P --name N
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email || !values.password || values.password.length < 8) {
  console.error(
    'Usage: npm run create-admin -- --email you@example.com --password "at least 8 chars" [--name "Your Name"]',
  );
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config, { info: () => {}, error: (e) => console.error(e) });
try {
  const result = await ensureAdmin(database.db, {
    email: values.email,
    password: values.password,
    name: values.name ?? 'Administrator',
  });
  console.log(
    result === 'created'
      ? `Admin ${values.email} created.`
      : `${values.email} already exists; nothing changed.`,
  );
} finally {
  await database.shutdown();
}
