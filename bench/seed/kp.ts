// Seeds the manager's queue straight into the database with bulk inserts: by default 1,000
// customers with 10 КП requests each (10,000), statuses and send dates spread over a year, each
// with its snapshot and a 'created' event; and one manager account. Benchmark data only.
import { hash as argonHash } from '@node-rs/argon2';
import { sql, type Insertable, type Kysely } from 'kysely';
import { kpStatuses } from '@podbor/contracts';
import type { Database } from '../../apps/server/src/db/schema';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { searchKey } from '../../apps/server/src/db/query';

export interface SeededQueue {
  /** The manager's login (phone without +7) and password. */
  username: string;
  password: string;
  customers: number;
  requests: number;
  /** A customer id in the middle of the table (the customer filter). */
  someCustomer: number;
  newest: string;
}

const BATCH = 500;
const words = ['Школа', 'Больница', 'ЖК', 'Котельная', 'ИТП', 'Бассейн', 'Склад', 'Офис', 'ТЦ', 'Завод'];

async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

export async function seedKp(
  db: Kysely<Database>,
  opts: { customers?: number; perCustomer?: number; now?: Date } = {},
): Promise<SeededQueue> {
  const nCustomers = opts.customers ?? 1000;
  const per = opts.perCustomer ?? 10;
  const now = (opts.now ?? new Date()).getTime();
  const password = 'bench-manager-1';
  const hash = await argonHash(password);
  const t0 = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account')
      .values({ phone: '+79990004455', password_hash: hash, role: 'manager', created: t0, updated: t0 })
      .execute();
    const accounts = Array.from({ length: nCustomers }, (_, i) => ({
      phone: `+7981${String(i).padStart(7, '0')}`,
      password_hash: hash,
      firstname: `Клиент${i}`,
      lastname: words[i % words.length]!,
      created: t0,
      updated: t0,
    }));
    await insertAll(trx, 'account', accounts);
    const ids = (
      await trx.selectFrom('account').select('id').where('role', '=', 'user').orderBy('id').execute()
    ).map((r) => r.id);
    const total = nCustomers * per;
    const rows: Insertable<Database['kp_request']>[] = [];
    for (let k = 0; k < total; k++) {
      // Oldest first, so ids grow with the send date as in life.
      const at = new Date(now - ((total - k) / total) * 365 * 86_400_000).toISOString();
      const userId = ids[k % nCustomers]!;
      const name = `${words[k % words.length]} №${k % 97}`;
      const snapshot = {
        object: { id: k + 1, name },
        projects: [{ id: k + 1, name: 'Насосная' }],
        calculations: [
          {
            request_id: k + 1,
            type: 'pump',
            created: { date: at.replace('T', ' ').slice(0, 23) + '000', timezone: 'UTC' },
            summary: { title: `EVR ${1 + (k % 20)}-${2 + (k % 9)}`, details: [] },
            inputs: null,
            files: null,
          },
        ],
      };
      rows.push({
        user_id: userId,
        object_id: null,
        project_id: null,
        object_name: name,
        comment: k % 3 === 0 ? 'Нужна цена с доставкой' : '',
        status: kpStatuses[k % kpStatuses.length]!,
        snapshot: JSON.stringify(snapshot),
        calc_ids: JSON.stringify([k + 1]),
        search_key: searchKey(`${name}\nНасосная\n${snapshot.calculations[0]!.summary.title}`),
        file_id: null,
        offer_file_id: null,
        manager_comment: k % 4 === 1 ? 'Уточните давление на входе' : null,
        created: at,
        updated: at,
      });
    }
    await insertAll(trx, 'kp_request', rows);
    const kpIds = await trx.selectFrom('kp_request').select(['id', 'user_id', 'created']).execute();
    await insertAll(
      trx,
      'kp_event',
      kpIds.map((r) => ({
        kp_id: r.id,
        user_id: r.user_id,
        kind: 'created',
        from_status: null,
        to_status: 'new',
        text: null,
        created: r.created,
      })),
    );
    return {
      username: '9990004455',
      password,
      customers: nCustomers,
      requests: total,
      someCustomer: ids[Math.floor(nCustomers / 2)]!,
      newest: rows[rows.length - 1]!.created as string,
    };
  });
}

export async function seedKpDatabase(
  target: { dataDir: string; databaseUrl?: string },
  opts: Parameters<typeof seedKp>[1] = {},
): Promise<SeededQueue & { seedMs: number }> {
  const database = openDatabase(target);
  try {
    await migrateToLatest(database);
    const started = performance.now();
    const seeded = await seedKp(database.db, opts);
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    return { ...seeded, seedMs: performance.now() - started };
  } finally {
    await database.close();
  }
}
