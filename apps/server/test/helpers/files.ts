// Test helpers for the file store: the internal names of the blobs it holds, wherever they live —
// DATA_DIR/files on SQLite, file_blob rows on PostgreSQL (decision 0037).
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

/** Internal names of every stored blob (a temp file mid-write is not one). */
export async function storedBlobs(t: Pick<TestApp, 'database' | 'dataDir'>): Promise<string[]> {
  if (t.database.dialect === 'postgres') {
    const rows = await t.database.db.selectFrom('file_blob').select('storage_name').execute();
    return rows.map((r) => r.storage_name);
  }
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => !n.startsWith('.tmp-')) : [];
}

export async function blobExists(t: Pick<TestApp, 'database' | 'dataDir'>, storageName: string) {
  return (await storedBlobs(t)).includes(storageName);
}
