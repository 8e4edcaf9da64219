// The server secret that signs session tokens, calculator grants and hashes one-time codes:
// JWT_SECRET when set, else a random key generated once into DATA_DIR/secret.key and reused.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import { privateDir, writePrivateFile } from './private-files';

const cache = new Map<string, Uint8Array>();

/**
 * Returns the secret bytes (at least 32). Several instances sharing one PostgreSQL database must
 * set the same JWT_SECRET, because a generated key lives in each instance's own DATA_DIR.
 */
export function loadServerSecret(config: Pick<Config, 'JWT_SECRET' | 'dataDir'>): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.dataDir, 'secret.key');
  const cached = cache.get(file);
  if (cached) return cached;
  privateDir(config.dataDir);
  let hex: string;
  try {
    // 'wx' fails if the file exists, so two processes starting together never overwrite each other.
    hex = randomBytes(48).toString('hex');
    writePrivateFile(file, hex, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    hex = fs.readFileSync(file, 'utf8').trim();
  }
  if (!/^[0-9a-f]{64,}$/.test(hex)) {
    throw new Error(`${file}: повреждён ключ сервера; удалите файл или задайте JWT_SECRET`);
  }
  const secret = Uint8Array.from(Buffer.from(hex, 'hex'));
  cache.set(file, secret);
  return secret;
}
