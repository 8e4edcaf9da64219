// `npm run user:create -- --role manager --phone +79991234567 [--password …]`: creates an account
// with a role, or changes an existing account's role (and password when given). Reads the same
// environment as the server (DATA_DIR or DATABASE_URL) and applies pending migrations first.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { userRole } from '@podbor/contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createOrPromote } from '../modules/auth/accounts-admin';
import { announceAccountChange } from '../modules/chat/bus';

const usage =
  'Использование: npm run user:create -- --phone +79991234567 [--role manager|user] [--password пароль]\n' +
  'Без --password пароль спрашивается (для существующей учётной записи пустой ответ — оставить прежний).';

/** Asks without echoing what is typed. */
async function askPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  const write = out._writeToOutput.bind(rl);
  let asked = false;
  out._writeToOutput = (s: string) => (asked ? undefined : write(s));
  const answer = rl.question(prompt);
  asked = true;
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string' },
      role: { type: 'string', default: 'manager' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.phone) {
    console.log(usage);
    process.exit(values.help ? 0 : 64);
  }
  const role = userRole.safeParse(values.role);
  if (!role.success) {
    console.error(`Роль: manager или user\n${usage}`);
    process.exit(64);
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    let password = values.password ?? null;
    if (password === null && process.stdin.isTTY) {
      password = (await askPassword('Пароль (не менее 8 символов): ')) || null;
    }
    console.log(
      await createOrPromote(database.db, { phone: values.phone, role: role.data, password }, (id) =>
        announceAccountChange(database, id),
      ),
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
