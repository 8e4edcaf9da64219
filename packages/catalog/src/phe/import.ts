// Checking and importing a manufacturer's plate catalogue (JSON in the format of schema.ts): the
// file is parsed and validated; import replaces catalogue/phe/phe-catalog.json atomically and keeps
// the replaced version in archive/. Node only.
import fs from 'node:fs';
import path from 'node:path';
import { stringifyCatalog } from '../pumps/store';
import { parsePheCatalog, type PheCatalogIssue } from './validate';
import type { PheCatalogRecord } from './schema';

export const PHE_CATALOG_FILE = 'phe-catalog.json';

export type PheImportCheck =
  { ok: true; catalog: PheCatalogRecord } | { ok: false; issues: PheCatalogIssue[] };

/** Reads and checks a file; throws the fs error when it cannot be read. */
export function validatePheCatalogFile(file: string): PheImportCheck {
  const text = fs.readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, issues: [{ path: [], message: `файл не является JSON: ${(e as Error).message}` }] };
  }
  return parsePheCatalog(raw);
}

/** Checks a file and, with no issues, writes it as `dir/phe-catalog.json` (the old one to archive/). */
export function importPheCatalogFile(file: string, dir: string): PheImportCheck & { written?: string } {
  const check = validatePheCatalogFile(file);
  if (!check.ok) return check;
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, PHE_CATALOG_FILE);
  if (fs.existsSync(target)) {
    const previous = JSON.parse(fs.readFileSync(target, 'utf8')) as { catalogVersion?: number };
    fs.mkdirSync(path.join(dir, 'archive'), { recursive: true });
    fs.copyFileSync(target, path.join(dir, 'archive', `phe-catalog.v${previous.catalogVersion ?? 0}.json`));
  }
  const tmp = path.join(dir, `.${PHE_CATALOG_FILE}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(tmp, `${stringifyCatalog(check.catalog)}\n`);
  fs.renameSync(tmp, target);
  return { ...check, written: target };
}
