// Validates a manufacturer's pump catalogue (CSV or JSON) and replaces the current one with it.
// All or nothing: any problem refuses the file with line-level Russian messages; the old stays.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { catalogFromCsv } from './csv';
import { JsonSyntaxError, parseJsonWithLines } from './json-lines';
import { buildParamGroups } from './params';
import {
  PUMP_CATALOG_FORMAT,
  PUMP_CATALOG_FORMAT_VERSION,
  canonicalUnits,
  pumpCatalogSchema,
  pumpModelSchema,
  type PumpCatalog,
} from './schema';
import { currentCatalogVersion, writeCatalogAtomically } from './store';
import { allowedUnits, convertToCanonical, resolveUnit, type ImportQuantity } from './units';
import { validatePumpCatalog, validatePumpModels, type CatalogPath, type LocatedModel } from './validate';

// Zod's own messages (unknown keys, wrong types) in Russian, as everywhere in podbor.
z.config(z.locales.ru());

/** One refusal reason, located as precisely as the file allows. */
export interface ImportIssue {
  /** 1-based line in the imported file, when known. */
  line?: number;
  /** The record: «серия «EVR», модель «EVR 5-8», точка 3». */
  record?: string;
  /** The field or column: «H [bar]». */
  field?: string;
  message: string;
}

export interface ImportCheck {
  ok: boolean;
  issues: ImportIssue[];
  /** The canonical catalogue the file becomes (only when ok). */
  catalog?: PumpCatalog;
}

/** «Строка 12, серия «EVR», модель «EVR 5-8», точка 3, поле «H [bar]»: напор …» */
export function formatImportIssue(issue: ImportIssue): string {
  const parts = [
    issue.line !== undefined ? `Строка ${issue.line}` : undefined,
    issue.record,
    issue.field !== undefined ? `поле «${issue.field}»` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}: ${issue.message}` : issue.message;
}

const QUANTITIES: ImportQuantity[] = ['Q', 'H', 'P2', 'eta', 'NPSHr'];

interface Source {
  value: unknown;
  lineOf(path: CatalogPath): number | undefined;
  fieldOf(path: CatalogPath): string | undefined;
  issues: ImportIssue[];
  /** The issues spoil single rows only; the rest of the file can still be checked. */
  partial?: boolean;
  defaults: { illustrative: boolean; note: string | null };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON: the canonical file shape; `units` may name l/s, bar, W or a fraction, converted here. */
function jsonSource(text: string): Source {
  let parsed;
  try {
    parsed = parseJsonWithLines(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) {
      return {
        value: undefined,
        lineOf: () => undefined,
        fieldOf: () => undefined,
        issues: [{ line: e.line, message: `ошибка синтаксиса JSON (позиция ${e.column}): ${e.message}` }],
        defaults: { illustrative: false, note: null },
      };
    }
    throw e;
  }
  const issues: ImportIssue[] = [];
  const root = parsed.value;
  const src: Source = {
    value: root,
    lineOf: parsed.lineOf,
    fieldOf: (p) => (p.length > 0 ? String(p[p.length - 1]) : undefined),
    issues,
    defaults: { illustrative: false, note: null },
  };
  if (!isObject(root)) {
    issues.push({ line: 1, message: 'ожидается объект JSON с полями units и series' });
    return src;
  }
  src.defaults = {
    illustrative: root.illustrative === true,
    note: typeof root.note === 'string' ? root.note : null,
  };
  const units = isObject(root.units) ? root.units : undefined;
  if (!units) {
    issues.push({
      line: parsed.lineOf(['units']),
      field: 'units',
      message: `нет описания единиц измерения; пример: ${JSON.stringify(canonicalUnits)}`,
    });
    return src;
  }
  const chosen = new Map<ImportQuantity, string>();
  for (const q of QUANTITIES) {
    const spelled = units[q];
    const code = typeof spelled === 'string' ? resolveUnit(q, spelled) : undefined;
    if (!code) {
      issues.push({
        line: parsed.lineOf(['units', q]),
        field: `units.${q}`,
        message:
          spelled === undefined
            ? `не указана единица; допустимы: ${allowedUnits(q)}`
            : `неизвестная единица «${String(spelled)}»; допустимы: ${allowedUnits(q)}`,
      });
    } else chosen.set(q, code);
  }
  for (const [k, v] of Object.entries(units)) {
    if ((QUANTITIES as string[]).includes(k)) continue;
    const expected = (canonicalUnits as Record<string, string>)[k];
    if (expected === undefined || v !== expected) {
      issues.push({
        line: parsed.lineOf(['units', k]),
        field: `units.${k}`,
        message:
          expected === undefined
            ? 'неизвестная величина'
            : `единица должна быть «${expected}», указано «${String(v)}»`,
      });
    }
  }
  if (issues.length > 0) return src;
  // Convert every curve point that has numbers; anything else is left for the schema to name.
  for (const series of Array.isArray(root.series) ? root.series : []) {
    for (const model of isObject(series) && Array.isArray(series.models) ? series.models : []) {
      if (!isObject(model)) continue;
      model.paramGroups ??= [];
      for (const point of Array.isArray(model.curve) ? model.curve : []) {
        if (!isObject(point)) continue;
        for (const q of QUANTITIES) {
          if (typeof point[q] === 'number') point[q] = convertToCanonical(q, chosen.get(q)!, point[q]);
        }
      }
    }
  }
  return src;
}

function csvSource(text: string): Source {
  const csv = catalogFromCsv(text);
  for (const series of csv.value.series as Record<string, unknown>[]) {
    for (const model of series.models as Record<string, unknown>[]) model.paramGroups = [];
  }
  return {
    value: csv.value,
    lineOf: csv.lineOf,
    fieldOf: (p) => csv.columnOf(p) ?? (p.length > 0 ? String(p[p.length - 1]) : undefined),
    issues: csv.issues.map((i) => ({ line: i.line, field: i.column, message: i.message })),
    partial: csv.rowsRead,
    defaults: { illustrative: false, note: null },
  };
}

/** «серия «EVR», модель «EVR 5-8», точка 3» for a path, with names where the data has them. */
function describeRecord(root: unknown, p: CatalogPath): string | undefined {
  const parts: string[] = [];
  let node: unknown = root;
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    const next =
      isObject(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[seg] : undefined;
    const name = isObject(next) && typeof next.name === 'string' ? `«${next.name}»` : undefined;
    if (p[i - 1] === 'series' && typeof seg === 'number') parts.push(`серия ${name ?? `№\u00a0${seg + 1}`}`);
    if (p[i - 1] === 'models' && typeof seg === 'number') parts.push(`модель ${name ?? `№\u00a0${seg + 1}`}`);
    if (p[i - 1] === 'curve' && typeof seg === 'number') parts.push(`точка ${seg + 1}`);
    node = next;
  }
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Issues in file order; those without a line (whole-file problems) first. */
const sortByLine = (issues: ImportIssue[]): ImportIssue[] =>
  issues
    .map((issue, i) => ({ issue, i }))
    .sort((a, b) => (a.issue.line ?? 0) - (b.issue.line ?? 0) || a.i - b.i)
    .map((x) => x.issue);

const FIELD_ARRAYS = new Set(['series', 'models', 'curve', 'paramGroups', 'params']);

/**
 * Reads and checks an import file's text: format by extension (.csv or .json), units, schema,
 * monotonic falling H(Q), P2 = ρgQH/η within 3 %, best efficiency inside the range, a curve the
 * engine can fit. Nothing is written.
 * @param fileName - used for the format and recorded as the catalogue's source
 * @param text - the file's content
 * @param nextVersion - catalogVersion the result gets
 */
export function checkPumpCatalogText(fileName: string, text: string, nextVersion: number): ImportCheck {
  const ext = path.extname(fileName).toLowerCase();
  if (ext !== '.csv' && ext !== '.json') {
    return {
      ok: false,
      issues: [{ message: `неизвестный формат файла «${ext || fileName}»: нужен .csv или .json` }],
    };
  }
  const src = ext === '.csv' ? csvSource(text) : jsonSource(text);
  // A JSON file with a syntax or units problem cannot be read further. A CSV file's bad cells
  // drop only their rows, so the rest is still checked and the file is refused with every
  // problem at once rather than one round of fixes at a time.
  if (src.issues.length > 0 && (ext === '.json' || !src.partial)) return { ok: false, issues: src.issues };

  const body = isObject(src.value) ? src.value : {};
  const candidate = {
    format: PUMP_CATALOG_FORMAT,
    formatVersion: PUMP_CATALOG_FORMAT_VERSION,
    catalogVersion: nextVersion,
    brand: typeof body.brand === 'string' ? body.brand : 'Aquastrong',
    illustrative: src.defaults.illustrative,
    note: src.defaults.note,
    source: path.basename(fileName),
    updatedAt: new Date().toISOString(),
    units: canonicalUnits,
    series: body.series,
  };
  const locate = (p: CatalogPath): ImportIssue => {
    const last = p[p.length - 1];
    const isField = typeof last === 'string' && !FIELD_ARRAYS.has(last);
    return {
      line: src.lineOf(p),
      record: describeRecord(candidate, p),
      field: isField ? src.fieldOf(p) : undefined,
      message: '',
    };
  };

  const refuse = (more: ImportIssue[]): ImportCheck => ({
    ok: false,
    issues: sortByLine([...src.issues, ...more]),
  });
  const parsed = pumpCatalogSchema.safeParse(candidate);
  if (!parsed.success) {
    const schemaIssues = parsed.error.issues.map((i) => {
      const p = i.path.filter((s): s is string | number => typeof s !== 'symbol');
      return { ...locate(p), message: i.message };
    });
    // The models that are well-formed on their own still get their physical checks.
    const sound: LocatedModel[] = [];
    (Array.isArray(body.series) ? body.series : []).forEach((series, si) => {
      (isObject(series) && Array.isArray(series.models) ? series.models : []).forEach((model, mi) => {
        const m = pumpModelSchema.safeParse(model);
        if (m.success) sound.push({ model: m.data, path: ['series', si, 'models', mi] });
      });
    });
    const physical = validatePumpModels(sound).map((i) => ({ ...locate(i.path), message: i.message }));
    return refuse([...schemaIssues, ...physical]);
  }
  const catalog = parsed.data;
  const problems = validatePumpCatalog(catalog);
  if (problems.length > 0 || src.issues.length > 0) {
    return refuse(problems.map((i) => ({ ...locate(i.path), message: i.message })));
  }
  for (const series of catalog.series) {
    for (const model of series.models) {
      if (model.paramGroups.length === 0) model.paramGroups = buildParamGroups(series, model, catalog.note);
    }
  }
  return { ok: true, issues: [], catalog };
}

/** Checks a file on disk without writing anything (`validate <file>`). */
export function validatePumpCatalogFile(file: string, dir: string): ImportCheck {
  return checkPumpCatalogText(file, fs.readFileSync(file, 'utf8'), currentCatalogVersion(dir) + 1);
}

/**
 * Checks a file and, only if it passes, writes it as the new `dir/pump-catalog.json` (atomic
 * rename; the previous version goes to `dir/archive/`). On any issue nothing is written.
 */
export function importPumpCatalogFile(file: string, dir: string): ImportCheck & { written?: string } {
  const check = validatePumpCatalogFile(file, dir);
  if (!check.ok || !check.catalog) return check;
  const written = writeCatalogAtomically(dir, check.catalog, { archivePrevious: true });
  return { ...check, written };
}
