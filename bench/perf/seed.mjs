// Generated data for the bench, written by PostgreSQL itself (INSERT … SELECT over generate_series): copies of
// the demo accounts' rows with new ids, so every column and constraint the app has is filled as the app fills it.
// Ids are md5-derived uuids (`bench:<kind>:<n>`), so a run can address any generated row without reading it back.
import { createHash, createHmac } from 'node:crypto';
import pg from 'pg';

export const CITIES = ['Lisboa', 'Porto', 'Toronto', 'Montreal', 'Coimbra', 'Vancouver', 'Braga', 'Ottawa'];
/** Cleaners per city: a marketplace 100 times larger covers more towns, not 100 times more cleaners per town. */
export const CLEANERS_PER_CITY = 125;
/** Cleaner g lives in city g % cityCount: the 8 named ones first, then "Town n". Lisboa: g % cityCount = 0. */
export const cityCount = (cleaners) => Math.max(CITIES.length, Math.ceil(cleaners / CLEANERS_PER_CITY));
export const benchId = (kind, n) => {
  const hex = createHash('md5').update(`bench:${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};
/** The same in SQL; version 4 and variant digits set, as the API's uuid checks want. */
const idSql = (kind, n = 'g') =>
  `overlay(overlay(md5('bench:${kind}:' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

const FIRST_NAMES = [
  'Ana',
  'Joao',
  'Emily',
  'Lucas',
  'Sofia',
  'Noah',
  'Beatriz',
  'Liam',
  'Marta',
  'Olivia',
  'Tiago',
  'Chloe',
  'Ines',
  'Ethan',
  'Rita',
  'Mia',
  'Pedro',
  'Leah',
  'Clara',
  'Owen',
  'Rui',
  'Zoe',
  'Helena',
  'Jacob',
  'Carla',
  'Ava',
  'Diogo',
  'Maeve',
  'Sara',
  'Felix',
  'Nuno',
  'Grace',
  'Luisa',
  'Henry',
  'Filipa',
  'Ella',
  'Bruno',
  'Nora',
  'Teresa',
  'Jack',
  'Vasco',
  'Lily',
  'Paula',
  'Samuel',
  'Irene',
  'Alice',
  'Hugo',
  'Emma',
  'Joana',
  'Oscar',
  'Raquel',
  'Isla',
  'Andre',
  'Ruby',
  'Catia',
  'Leo',
  'Vera',
  'Hannah',
  'Goncalo',
  'Ivy',
];
const LAST_NAMES = [
  'Silva',
  'Costa',
  'Tremblay',
  'Santos',
  'Roy',
  'Ferreira',
  'Gagnon',
  'Pereira',
  'Cote',
  'Oliveira',
  'Bouchard',
  'Rodrigues',
  'Gauthier',
  'Martins',
  'Morin',
  'Sousa',
  'Lavoie',
  'Fernandes',
  'Fortin',
  'Goncalves',
  'Gagne',
  'Gomes',
  'Ouellet',
  'Lopes',
  'Pelletier',
  'Marques',
  'Belanger',
  'Alves',
  'Levesque',
  'Almeida',
  'Bergeron',
  'Ribeiro',
  'Leblanc',
  'Pinto',
  'Paquette',
  'Carvalho',
  'Girard',
  'Teixeira',
  'Simard',
  'Moreira',
  'Boucher',
  'Correia',
  'Caron',
  'Mendes',
  'Beaulieu',
  'Nunes',
  'Cloutier',
  'Soares',
  'Dube',
  'Vieira',
  'Poirier',
  'Monteiro',
  'Fournier',
  'Cardoso',
  'Lapointe',
  'Rocha',
  'Leclerc',
  'Neves',
  'Lefebvre',
  'Coelho',
];

/**
 * Generated person n's name ("Ana B. Costa"): 60 first names × 26 initials × 60 surnames, so names are all but
 * unique up to 93,600 people and share no long text — a name search finds one person at any scale, and the
 * trigram index's lists stay as short as real names make them (every "Bench cleaner n" shared 14 letters).
 */
export const benchName = (n) =>
  `${FIRST_NAMES[n % 60]} ${String.fromCharCode(65 + (Math.floor(n / 60) % 26))}. ${LAST_NAMES[Math.floor(n / 1560) % 60]}`;
/** The bench's text search: one generated cleaner's name. */
export const SEARCHED_NAME = benchName(77);
/** The same in SQL, over generate_series' g. */
const nameSql = () =>
  `(array[${FIRST_NAMES.map((f) => `'${f}'`).join(',')}])[1 + g % 60] || ' ' || chr(65 + (g / 60) % 26) || '. ' ||
   (array[${LAST_NAMES.map((l) => `'${l}'`).join(',')}])[1 + (g / 1560) % 60]`;

/** INSERT INTO table SELECT every column of the template rows, some replaced, once per g in 1..count. */
async function cloneRows(client, table, { where, count, set, from = '' }) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => (c in set ? `${set[c]}` : `t.${c}`));
  const result = await client.query(
    `insert into ${table} (${columns.join(', ')})
     select ${values.join(', ')} from ${table} t cross join generate_series(1, ${count}) g ${from} where ${where}`,
  );
  return result.rowCount;
}

const userOf = (email) => `t.user_id = (select id from users where email = '${email}')`;

/** People: `count` copies of a demo account (user, password, profile and, given, more of its rows). */
async function clonePeople(client, { kind, email, count, profile = {}, extra = [] }) {
  const user = idSql(kind);
  await cloneRows(client, 'users', {
    where: `t.email = '${email}'`,
    count,
    set: {
      id: `${user}::text`,
      email: `'bench-${kind}-' || g || '@example.test'`,
      name: nameSql(),
    },
  });
  await cloneRows(client, 'accounts', {
    where: `${userOf(email)} and t.provider_id = 'credential'`,
    count,
    set: { id: `${idSql(`${kind}-account`)}::text`, user_id: `${user}::text`, account_id: `${user}::text` },
  });
  await cloneRows(client, 'profiles', {
    where: userOf(email),
    count,
    set: {
      id: idSql(`${kind}-profile`),
      user_id: `${user}::text`,
      full_name: nameSql(),
      ...profile,
    },
  });
  for (const table of extra) {
    await cloneRows(client, table, {
      where: userOf(email),
      count,
      set: { id: 'gen_random_uuid()', user_id: `${user}::text` },
    });
  }
}

/** Sessions for generated people, with tokens the bench signs itself (no sign-in traffic, no password hashing). */
export const sessionToken = (kind, n) => `bench-session-${kind}-${n}`;
export function sessionCookie(token, secret) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
async function addSessions(client, kind, count) {
  await client.query(
    `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
     select ${idSql(`${kind}-session`)}::text, 'bench-session-${kind}-' || g, ${idSql(kind)}::text,
            now() + interval '30 days', now(), now()
     from generate_series(1, ${count}) g`,
  );
}

/** A cleaner's base point by town (g % cityCount): Lisboa (town 0) keeps the cloned point. */
const townPoint = (cleaners) => {
  const town = `(g % ${cityCount(cleaners)})`;
  return {
    latitude: `case when ${town} = 0 then t.latitude else 30 + (${town} / 100) * 0.2 end`,
    longitude: `case when ${town} = 0 then t.longitude else -20 + (${town} % 100) * 0.2 end`,
  };
};

/**
 * cleaners (approved, onboarded, Ana's weekly hours, in one of 8 cities), `reviewsPerCleaner` reviews each,
 * customers (address and card like Carla's) and `bookings` past completed bookings spread over all of them.
 */
export async function seedBenchData(databaseUrl, { cleaners, customers, reviewsPerCleaner, bookings }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('set synchronous_commit = off');
    await clonePeople(client, {
      kind: 'cleaner',
      email: 'ana@limpa.test',
      count: cleaners,
      profile: {
        city: `coalesce((array['${CITIES.join("','")}'])[1 + g % ${cityCount(cleaners)}], 'Town ' || g % ${cityCount(cleaners)})`,
        // Cleaners match addresses by distance: Lisboa's keep Ana's point (the customers' addresses are Carla's, in
        // Lisboa); every other town is a point of its own on a 0.2° grid far south of Lisboa, so a Lisboa address
        // sees Lisboa's cleaners only, as it did when towns were matched by name.
        ...townPoint(cleaners),
      },
      extra: ['provider_availability'],
    });
    await clonePeople(client, {
      kind: 'customer',
      email: 'customer@limpa.test',
      count: customers,
      extra: ['customer_addresses', 'payment_methods'],
    });
    await addSessions(client, 'cleaner', cleaners);
    await addSessions(client, 'customer', customers);
    // Reviews: Ana's first review, once per cleaner and index.
    await client.query(
      `insert into reviews (id, customer_id, cleaner_id, rating, comment, created_at)
       select gen_random_uuid(), ${idSql('customer', `1 + (g % ${customers})`)}::text,
              ${idSql('cleaner', `1 + (g % ${cleaners})`)}::text, 1 + (g % 5), 'Bench review ' || g,
              now() - (g || ' minutes')::interval
       from generate_series(1, ${cleaners * reviewsPerCleaner}) g`,
    );
    // Bookings: copies of a demo completed booking, one per cleaner per day going back (no overlaps).
    await cloneRows(client, 'bookings', {
      where: `t.id = (select id from bookings where status = 'completed' order by starts_at limit 1)`,
      count: bookings,
      set: {
        id: 'gen_random_uuid()',
        cleaner_id: `${idSql('cleaner', `1 + (g % ${cleaners})`)}::text`,
        customer_id: `${idSql('customer', `1 + (g % ${customers})`)}::text`,
        address_id: 'null',
        payment_method_id: 'null',
        starts_at: `t.starts_at - ((g / ${cleaners}) || ' days')::interval`,
        ends_at: `t.ends_at - ((g / ${cleaners}) || ' days')::interval`,
        booking_date: `(t.booking_date::date - (g / ${cleaners}))`,
        created_at: `t.created_at - ((g / ${cleaners}) || ' days')::interval`,
      },
    });
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return Date.now() - started;
}
