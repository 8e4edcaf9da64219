// Environment → typed configuration, parsed once at start-up with zod.
// A bad value stops the server with a sentence naming the variable (never a stack trace).
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
    /** The portal's public address (https://podbor.example.ru): links in notification e-mails and SMS. */
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    /** SMS codes per hour across all phones: the toll-fraud ceiling. */
    SMS_HOURLY_CAP: z.coerce.number().int().min(1).default(500),
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
  })
  .superRefine((e, ctx) => {
    if (e.SMS_PROVIDER === 'smsru' && !e.SMSRU_API_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMSRU_API_ID'],
        message: 'не задан ключ API SMS.ru (нужен при SMS_PROVIDER=smsru)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  databaseKind: 'sqlite' | 'postgres';
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
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    databaseKind: e.DATABASE_URL ? 'postgres' : 'sqlite',
  };
}
