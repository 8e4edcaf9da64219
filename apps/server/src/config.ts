// Environment → typed configuration, parsed once at start-up with zod.
// A bad value stops the server with a sentence naming the variable (never a stack trace).
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { calcPasswordVariable, calculatorList, type CalcName } from '@podbor/contracts';

/** Repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..');

const port = z.coerce.number().int().min(0).max(65535);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/** smtp:// or smtps:// with a host: what nodemailer can send through (anything else fails late). */
function isSmtpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** The environment variable of a calculator's password. */
export type CalcPasswordVariable<N extends CalcName = CalcName> = ReturnType<typeof calcPasswordVariable<N>>;

/**
 * CALC_PASSWORD_<NAME> of every calculator in the registry, defaulting to '<name>-dev' (the README
 * lists them): a new calculator gets its password variable without an edit here.
 */
const calcPasswords = Object.fromEntries(
  calculatorList.map((c) => [
    calcPasswordVariable(c.name),
    z.string().min(1).default(`${c.name.toLowerCase()}-dev`),
  ]),
) as { [N in CalcName as CalcPasswordVariable<N>]: z.ZodDefault<z.ZodString> };

const envSchema = z
  .object({
    /** `production` refuses development passwords and, with PostgreSQL, an unset JWT_SECRET. */
    NODE_ENV: optionalString,
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'должен начинаться с postgres://')
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'не короче 32 символов').optional()),
    SMS_PROVIDER: z.enum(['outbox', 'smsru']).default('outbox'),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .refine(
          isSmtpUrl,
          'должен быть адресом smtp://… или smtps://… с именем сервера (например smtps://user:pass@smtp.example.com:465)',
        )
        .optional(),
    ),
    // Accounts (modules/auth, messaging/):
    /** SMS.ru API key, required when SMS_PROVIDER=smsru. */
    SMSRU_API_ID: optionalString,
    /** SMS.ru API base address; tests point it at a local fake gateway. */
    SMSRU_BASE_URL: z.url().default('https://sms.ru'),
    /** SMS.ru sender name (must be approved in the SMS.ru account); unset → the account default. */
    SMSRU_FROM: optionalString,
    /** Sender of code e-mails sent over SMTP. */
    SMTP_FROM: z.string().min(1).default('podbor <no-reply@localhost>'),
    /**
     * Calls revealing whether a phone has an account (PUT register, update/phone) per address per
     * hour (decision 0035). Test servers that register many users from one address raise it.
     */
    PHONE_CHECKS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** The portal's public address (https://podbor.example.ru): links in notification e-mails and SMS. */
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    /** SMS codes per hour across all phones: the toll-fraud ceiling. */
    SMS_HOURLY_CAP: z.coerce.number().int().min(1).default(500),
    // Commercial offers (decision 0046); the defaults are illustrative and the README lists them.
    /** VAT rate, percent (two decimals at most). */
    VAT_RATE: z.coerce.number().min(0).max(100).default(22),
    /** «Действительно до» of a new offer: this many days after it is sent (Moscow calendar). */
    OFFER_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    COMPANY_NAME: z.string().min(1).default('ООО «Подбор» (пример реквизитов)'),
    COMPANY_INN: z
      .string()
      .regex(/^\d{10}(\d{2})?$/, 'ИНН — 10 или 12 цифр')
      .default('7700000000'),
    COMPANY_KPP: z
      .string()
      .regex(/^(\d{9})?$/, 'КПП — 9 цифр')
      .default('770001001'),
    COMPANY_ADDRESS: z.string().min(1).default('123456, г. Москва, ул. Примерная, д. 1'),
    COMPANY_BANK: z
      .string()
      .min(1)
      .default('р/с 40702810000000000000 в ПАО «Банк», БИК 044525000, к/с 30101810400000000000'),
    COMPANY_SIGNATORY: z.string().min(1).default('Генеральный директор И. И. Иванов'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'apps', 'web', 'dist')),
    ...calcPasswords,
    /** Worker threads for selections and documents; default: cores − 1, at least 1. */
    WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** Time limit of one selection job, ms. */
    JOB_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    /** Selection jobs allowed to wait for a worker thread; beyond it submissions answer 503. */
    JOB_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(64),
    /**
     * PostgreSQL mode (decision 0038): an instance silent this long has lost its running jobs to the
     * others, ms; heartbeats and the take-over sweep run every third of it.
     */
    JOB_LEASE_MS: z.coerce.number().int().min(3000).max(300_000).default(15_000),
    /**
     * Test only: every selection job waits this long in its worker thread before its engine runs,
     * ms, so a test can kill an instance mid-job. Refused with NODE_ENV=production.
     */
    JOB_TEST_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    // Behind a proxy (decision 0035):
    /**
     * Which proxies' X-Forwarded-For to believe: unset or `false` — none (the socket's address is the
     * client's); a number — that many hops; or a comma-separated list of addresses, CIDR ranges and
     * the names `loopback`, `linklocal`, `uniquelocal`. `true` (believe anyone) is refused: any client
     * could then pick the address its limits count under.
     */
    TRUST_PROXY: optionalString.pipe(
      z
        .string()
        .refine((v) => parseTrustProxy(v) !== undefined, {
          message:
            'должен быть false, числом прокси-узлов (например 1) или списком адресов и подсетей через запятую (например 10.0.0.0/8,loopback)',
        })
        .optional(),
    ),
    /** A request's whole body must arrive within this time, ms (slow bodies hold sockets). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** Open connections one address may hold; 0 — no cap. Default 100, off behind TRUST_PROXY. */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .superRefine((e, ctx) => {
    // In production a development default is a hole, not a convenience (decision 0035).
    if (e.NODE_ENV === 'production') {
      for (const c of calculatorList) {
        const name = calcPasswordVariable(c.name);
        if (e[name] === `${c.name.toLowerCase()}-dev`) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'при NODE_ENV=production задайте настоящий пароль калькулятора, а не пароль разработки',
          });
        }
      }
      if (e.JOB_TEST_DELAY_MS > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['JOB_TEST_DELAY_MS'],
          message: 'только для тестов: при NODE_ENV=production не задавайте',
        });
      }
      if (e.DATABASE_URL && !e.JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message:
            'при NODE_ENV=production с PostgreSQL задайте общий для всех экземпляров секрет (не короче 32 символов)',
        });
      }
    }
    if (e.SMS_PROVIDER === 'smsru' && !e.SMSRU_API_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMSRU_API_ID'],
        message: 'не задан ключ API SMS.ru (нужен при SMS_PROVIDER=smsru)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count, or a list of addresses and
 * ranges; undefined when the text is none of these.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const items = v.split(',').map((s) => s.trim());
  const ok = items.every((item) => {
    if (namedRanges.has(item)) return true;
    const [address, bits, ...rest] = item.split('/');
    const kind = isIP(address ?? '');
    if (kind === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d{1,3}$/.test(bits) && n <= (kind === 4 ? 32 : 128);
  });
  return ok ? items : undefined;
}

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  databaseKind: 'sqlite' | 'postgres';
  /** TRUST_PROXY parsed for Fastify. */
  trustProxy: false | number | string[];
  /** MAX_CONNECTIONS_PER_ADDRESS with its default: 100, or 0 (off) behind a trusted proxy. */
  maxConnectionsPerAddress: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Неверная конфигурация окружения:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY) ?? false;
  // TRUST_PROXY=false (or 0 hops) is no proxy: the cap stays on.
  const behindProxy = trustProxy !== false && trustProxy !== 0;
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    databaseKind: e.DATABASE_URL ? 'postgres' : 'sqlite',
    trustProxy,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (behindProxy ? 0 : 100),
  };
}
