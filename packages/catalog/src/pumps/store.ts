// Writes a pump catalogue file atomically and keeps the replaced version in archive/.
// Node only (fs); the loader in index.ts reads the file by a static import instead.
import fs from 'node:fs';
import path from 'node:path';
import type { PumpCatalog } from './schema';

/** The file the loader imports; every version is this file at some commit. */
export const PUMP_CATALOG_FILE = 'pump-catalog.json';

export interface WriteOptions {
  /** Copy the file being replaced to archive/pump-catalog.v{N}.json first. */
  archivePrevious: boolean;
}

/**
 * Writes `catalog` as `dir/pump-catalog.json`: first to a temporary file in the same directory,
 * flushed to disk, then renamed over the old file — a reader sees the old or the new catalogue,
 * never half of one, and a crash mid-write leaves the old file intact.
 * @returns the written file's path
 */
export function writeCatalogAtomically(dir: string, catalog: PumpCatalog, options: WriteOptions): string {
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, PUMP_CATALOG_FILE);
  if (options.archivePrevious && fs.existsSync(target)) {
    const previous = JSON.parse(fs.readFileSync(target, 'utf8')) as { catalogVersion?: number };
    const archiveDir = path.join(dir, 'archive');
    fs.mkdirSync(archiveDir, { recursive: true });
    fs.copyFileSync(target, path.join(archiveDir, `pump-catalog.v${previous.catalogVersion ?? 0}.json`));
  }
  const tmp = path.join(dir, `.${PUMP_CATALOG_FILE}.${process.pid}.${Date.now()}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, `${stringifyCatalog(catalog)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, target);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  return target;
}

/** Reads the catalogue version of `dir/pump-catalog.json`, 0 when there is none. */
export function currentCatalogVersion(dir: string): number {
  const target = path.join(dir, PUMP_CATALOG_FILE);
  if (!fs.existsSync(target)) return 0;
  const v = (JSON.parse(fs.readFileSync(target, 'utf8')) as { catalogVersion?: unknown }).catalogVersion;
  return typeof v === 'number' ? v : 0;
}

/**
 * JSON with two-space indentation where a value holds nested values, and on one line where it
 * holds only numbers and strings (curve points, params): a third of the size of plain
 * JSON.stringify(…, 2), and a changed point is a one-line diff.
 */
export function stringifyCatalog(value: unknown, indent = ''): string {
  const flat = (v: unknown) => v === null || typeof v !== 'object';
  if (flat(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(flat)) return JSON.stringify(value);
    return `[\n${value.map((v) => inner + stringifyCatalog(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.every(([, v]) => flat(v))) {
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
  }
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${stringifyCatalog(v, inner)}`).join(',\n')}\n${indent}}`;
}
