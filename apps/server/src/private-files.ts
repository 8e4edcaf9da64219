// Owner-only directories and files under DATA_DIR (decisions 0035, 0040): the database, stored
// files, the outbox and the generated key hold secrets, so their modes are set explicitly — 0700 and
// 0600 whatever the umask — instead of the umask's defaults (0777/0666 & ~umask).
import fs from 'node:fs';

export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Narrows a mode we own; someone else's directory or file (EPERM) is left as it is. */
function narrow(change: () => void): void {
  try {
    change();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') throw e;
  }
}

/** Creates `dir` (and missing parents) owner-only; an existing one of ours is narrowed to 0700. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  narrow(() => fs.chmodSync(dir, PRIVATE_DIR));
}

/** Opens `file` with `flags` ('a', 'wx', …), making it 0600 if it is created or was wider. */
function openPrivate(file: string, flags: string): number {
  const fd = fs.openSync(file, flags, PRIVATE_FILE);
  try {
    narrow(() => fs.fchmodSync(fd, PRIVATE_FILE));
  } catch (e) {
    fs.closeSync(fd);
    throw e;
  }
  return fd;
}

/** Writes a whole file owner-only; flag 'wx' fails with EEXIST when it exists. */
export function writePrivateFile(file: string, data: string | Uint8Array, flag: 'w' | 'wx' = 'w'): void {
  const fd = openPrivate(file, flag);
  try {
    fs.writeFileSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}

/** Appends to a file owner-only (one write call: a short line is never interleaved). */
export function appendPrivateFile(file: string, data: string): void {
  const fd = openPrivate(file, 'a');
  try {
    fs.writeSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}

/** The async write of a stored file's bytes, owner-only. */
export async function writePrivateFileAsync(file: string, data: Uint8Array): Promise<void> {
  const handle = await fs.promises.open(file, 'wx', PRIVATE_FILE);
  try {
    await handle.chmod(PRIVATE_FILE);
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}
