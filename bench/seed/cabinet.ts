// Seeds one heavy cabinet user straight into the database with bulk inserts: by default 1,000
// objects, 10,000 projects (10 each), 100,000 finished selections (one file row each, over two
// years) and 3 calculations attached to every project. Benchmark data only, never shown as real.
import { randomBytes } from 'node:crypto';
import { hash as argonHash } from '@node-rs/argon2';
import { sql, type Insertable, type Kysely } from 'kysely';
import { requestTypes } from '@podbor/contracts';
import type { Database } from '../../apps/server/src/db/schema';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { searchKey } from '../../apps/server/src/db/query';
import { describeCleverCalc, heatSearchTerms } from '../../apps/server/src/modules/heat-exchangers/summary';
import { describePumpCalc, pumpSearchTerms } from '../../apps/server/src/modules/pumps/summary';
import { foldTerms, summaryKey } from '../../apps/server/src/modules/selection/service';
import { loadPumpCatalog } from '@podbor/catalog/pumps';

export interface CabinetSeed {
  objects?: number;
  projectsPerObject?: number;
  history?: number;
  calcsPerProject?: number;
  /** History dates run back this many days from `now`. */
  days?: number;
  now?: Date;
}

export interface SeededUser {
  userId: number;
  /** Login's username: the phone without +7. */
  username: string;
  password: string;
  counts: { objects: number; projects: number; history: number; attached: number };
  /** The newest and oldest `updated` of the history. */
  newest: string;
  oldest: string;
}

const BATCH = 1000;

async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Kysely's generic insert typing cannot follow a table name chosen at run time.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/** Clever units a heat-exchanger answer offers in turn: three each, the best first. */
const cleverModels = [
  'CLH 32S',
  'CLH 50S',
  'CLH 65S',
  'CLH 100S',
  'CLH 150S',
  'CLH 200S',
  'CLH 250S',
  'CLH 300S',
];
const cleverAnswer = (k: number) => ({
  line: 'clever',
  solutions: [0, 1, 3].map((d) => {
    const model = cleverModels[(k + d) % cleverModels.length]!;
    const plates = 20 + ((k * 7 + d) % 80);
    return {
      solution: `${model} · ${plates} пластин · 0,5 мм · AISI 316`,
      assortment: { name: model },
      cost: { kopecks: 100_000_00, lines: [{ article: `PHE-${model.replace(' ', '-')}-FRAME` }] },
    };
  }),
});

const words = ['Школа', 'Больница', 'ЖК', 'Котельная', 'ИТП', 'Бассейн', 'Склад', 'Офис', 'ТЦ', 'Завод'];

/** Seeds into an open, migrated database (one transaction); answers how to log in. */
export async function seedCabinet(db: Kysely<Database>, opts: CabinetSeed = {}): Promise<SeededUser> {
  const nObjects = opts.objects ?? 1000;
  const perObject = opts.projectsPerObject ?? 10;
  const nHistory = opts.history ?? 100_000;
  const perProject = opts.calcsPerProject ?? 3;
  const days = opts.days ?? 730;
  const now = (opts.now ?? new Date()).getTime();
  const password = 'bench-password-1';
  const phone = '+79990002233';
  const passwordHash = await argonHash(password);

  return db.transaction().execute(async (trx) => {
    const t0 = new Date(now).toISOString();
    const { id: userId } = await trx
      .insertInto('account')
      .values({
        phone,
        password_hash: passwordHash,
        firstname: 'Инженер',
        lastname: 'Нагрузкин',
        created: t0,
        updated: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // History: evenly spread over `days`, oldest first so ids grow with time as in real use. Pump
    // selections name a catalogue model each (in turn) with its summary key, Clever selections offer
    // three units each; every row has the search terms the service stores (request_term).
    const models = loadPumpCatalog().series.flatMap((sr) => sr.models.map((m) => ({ sr, m })));
    const step = (days * 86_400_000) / nHistory;
    const terms: string[][] = [];
    const requests = Array.from({ length: nHistory }, (_, i) => {
      const at = new Date(now - (nHistory - i) * step).toISOString();
      const type = requestTypes[i % requestTypes.length]!;
      const pick = models[Math.floor(i / requestTypes.length) % models.length]!;
      const input =
        type === 'pump'
          ? { seriesId: pick.sr.id, pumpId: pick.m.id, form: { units: 'm', Q: 4, H: 4, H0: 1.5 } }
          : {};
      const response = type === 'clever' ? cleverAnswer(Math.floor(i / requestTypes.length)) : { items: [] };
      const summary =
        type === 'pump'
          ? describePumpCalc(input, response)
          : type === 'clever'
            ? describeCleverCalc(input, response)
            : null;
      const extra =
        type === 'pump'
          ? pumpSearchTerms(input, response)
          : type === 'clever'
            ? heatSearchTerms(input, response)
            : [];
      terms.push(foldTerms(summary, extra));
      return {
        hash: randomBytes(18).toString('base64url'),
        type,
        user_id: userId,
        state: 'done',
        input: JSON.stringify(input),
        summary_key: summaryKey(type === 'pump' ? describePumpCalc(input, null) : null),
        response: JSON.stringify(response),
        terms_filled: 1,
        error: null,
        attempts: 1,
        created: at,
        updated: at,
      };
    });
    await insertAll(trx, 'request', requests);
    const first = await trx
      .selectFrom('request')
      .select((eb) => eb.fn.min<number>('id').as('id'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const requestId = (i: number) => Number(first.id) + i;
    await insertAll(
      trx,
      'request_term',
      terms.flatMap((list, i) =>
        list.map((term) => ({
          request_id: requestId(i),
          term,
          user_id: userId,
          updated: requests[i]!.updated,
        })),
      ),
    );
    await insertAll(
      trx,
      'file',
      requests.map((r, i) => ({
        storage_name: randomBytes(24).toString('base64url'),
        file_name: 'Подбор.pdf',
        mime: 'application/pdf',
        size: 2048,
        request_id: requestId(i),
        owner_user_id: userId,
        created: r.updated,
      })),
    );

    const objectStep = (days * 86_400_000) / nObjects;
    await insertAll(
      trx,
      'cabinet_object',
      Array.from({ length: nObjects }, (_, i) => {
        const name = `${words[i % words.length]} № ${i + 1}`;
        const at = new Date(now - (nObjects - i) * objectStep).toISOString();
        return { user_id: userId, name, name_key: searchKey(name), comment: null, created: at, updated: at };
      }),
    );
    const firstObject = await trx
      .selectFrom('cabinet_object')
      .select((eb) => eb.fn.min<number>('id').as('id'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const nProjects = nObjects * perObject;
    await insertAll(
      trx,
      'cabinet_project',
      Array.from({ length: nProjects }, (_, i) => {
        const name = `Проект ${(i % perObject) + 1}`;
        const at = new Date(now - (nProjects - i) * (objectStep / perObject)).toISOString();
        return {
          object_id: Number(firstObject.id) + Math.floor(i / perObject),
          user_id: userId,
          name,
          name_key: searchKey(name),
          comment: null,
          created: at,
          updated: at,
        };
      }),
    );
    const firstProject = await trx
      .selectFrom('cabinet_project')
      .select((eb) => eb.fn.min<number>('id').as('id'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const attached = Math.min(nProjects * perProject, nHistory);
    await insertAll(
      trx,
      'project_calc',
      Array.from({ length: attached }, (_, k) => ({
        project_id: Number(firstProject.id) + Math.floor(k / perProject),
        request_id: requestId(nHistory - 1 - k),
        attached: t0,
      })),
    );
    return {
      userId,
      username: phone.slice(2),
      password,
      counts: { objects: nObjects, projects: nProjects, history: nHistory, attached },
      newest: requests.at(-1)!.updated,
      oldest: requests[0]!.updated,
    };
  });
}

/**
 * Opens the database a server will use (SQLite in `dataDir`, or PostgreSQL at `databaseUrl`),
 * migrates it and seeds it.
 */
export async function seedCabinetDatabase(
  target: { dataDir: string; databaseUrl?: string },
  opts: CabinetSeed = {},
): Promise<SeededUser & { seedMs: number }> {
  const database = openDatabase(target);
  try {
    await migrateToLatest(database);
    const started = performance.now();
    const user = await seedCabinet(database.db, opts);
    // What autovacuum does after a bulk load; SQLite gets no statistics, as in production.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    return { ...user, seedMs: performance.now() - started };
  } finally {
    await database.close();
  }
}
