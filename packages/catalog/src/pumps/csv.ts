// The CSV import format: one row per curve point, series and model columns repeated on each row,
// units in the header («Q [l/s]»). Turns a file into a catalogue object plus line numbers.
import { CsvError, parse } from 'csv-parse/sync';
import { allowedUnits, convertToCanonical, resolveUnit, type ImportQuantity } from './units';

export interface CsvIssue {
  line: number;
  column?: string;
  message: string;
}

/**
 * Splits CSV text into rows of cells with the line each row starts on (RFC 4180 quoting, by
 * csv-parse). Blank rows are left out and cells trimmed; «\r\n», «\n» and «\r» all end a line. A
 * quote left open to the end of the file is the one thing that stops the reading: it is reported
 * at the line of the row that opened it.
 */
export function parseCsv(
  text: string,
  separator: string,
): { rows: { line: number; cells: string[] }[]; issues: CsvIssue[] } {
  const rows: { line: number; cells: string[] }[] = [];
  // One line ending for all three, as the rows of a spreadsheet export can mix them.
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  /** The line the next record starts on: the line after the one the last record ended on. */
  let line = 1;
  try {
    parse(src, {
      delimiter: separator,
      record_delimiter: '\n',
      relax_column_count: true,
      // A quote inside an unquoted cell is a character like any other.
      relax_quotes: true,
      on_record: (record, context) => {
        if (record.some((c) => c.trim() !== '')) rows.push({ line, cells: record.map((c) => c.trim()) });
        line = context.lines + 1;
        return null;
      },
    });
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const message =
      e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'кавычка, открывающая значение, не закрыта до конца файла'
        : `строка не читается как CSV (${e.code})`;
    return { rows, issues: [{ line, message }] };
  }
  return { rows, issues: [] };
}

type Kind = 'int' | 'number' | 'text' | 'bool';
interface Column {
  key: string;
  kind: Kind;
  /** Physical quantity whose unit must be stated in the header. */
  quantity?: ImportQuantity;
  /** Fixed unit that may be stated or omitted. */
  fixedUnit?: string[];
  optional?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'series_id', kind: 'int' },
  { key: 'series_name', kind: 'text' },
  { key: 'series_description', kind: 'text', optional: true },
  { key: 'p_curvename', kind: 'text', optional: true },
  { key: 'has_control', kind: 'bool' },
  { key: 'has_count', kind: 'bool' },
  { key: 'model_id', kind: 'int' },
  { key: 'model_name', kind: 'text' },
  { key: 'article', kind: 'text' },
  { key: 'voltage', kind: 'number', fixedUnit: ['v', 'в'] },
  { key: 'power', kind: 'number', fixedUnit: ['kw', 'квт'] },
  { key: 'rated_speed', kind: 'number', fixedUnit: ['rpm', 'об/мин', '1/min'] },
  { key: 'stages', kind: 'int' },
  { key: 'length', kind: 'number', fixedUnit: ['mm', 'мм'] },
  { key: 'width', kind: 'number', fixedUnit: ['mm', 'мм'] },
  { key: 'height', kind: 'number', fixedUnit: ['mm', 'мм'] },
  { key: 'weight', kind: 'number', fixedUnit: ['kg', 'кг'] },
  { key: 'q', kind: 'number', quantity: 'Q' },
  { key: 'h', kind: 'number', quantity: 'H' },
  { key: 'p2', kind: 'number', quantity: 'P2' },
  { key: 'eta', kind: 'number', quantity: 'eta' },
  { key: 'npshr', kind: 'number', quantity: 'NPSHr' },
  // Motor rating-plate data (decision 0032): optional columns, empty cells where a model has none.
  { key: 'motor_class', kind: 'text', optional: true },
  { key: 'motor_efficiency', kind: 'number', fixedUnit: ['%'], optional: true },
  { key: 'rated_current', kind: 'number', fixedUnit: ['a', 'а'], optional: true },
  { key: 'cos_phi', kind: 'number', optional: true },
];

/** The header line the CSV format expects, for messages and documentation. */
export const CSV_HEADER_EXAMPLE =
  'series_id;series_name;series_description;P_CurveName;has_control;has_count;model_id;model_name;article;' +
  'voltage [V];power [kW];rated_speed [rpm];stages;length [mm];width [mm];height [mm];weight [kg];' +
  'Q [m3/h];H [m];P2 [kW];eta [%];NPSHr [m]';

export interface CsvCatalog {
  /** Catalogue-shaped object in canonical units (not yet schema-checked). */
  value: { series: unknown[] };
  /** CSV line for a path into `value`. */
  lineOf(path: readonly (string | number)[]): number | undefined;
  /** The header text of the column behind a path's field, e.g. 'H [bar]'. */
  columnOf(path: readonly (string | number)[]): string | undefined;
  issues: CsvIssue[];
  /** The header was sound and the rows were read; issues, if any, concern single rows. */
  rowsRead: boolean;
}

/** Column keys behind the catalogue fields, by level of the path. */
const COLUMN_OF_FIELD = {
  series: {
    id: 'series_id',
    name: 'series_name',
    description: 'series_description',
    P_CurveName: 'p_curvename',
    has_control: 'has_control',
    has_count: 'has_count',
  },
  model: {
    id: 'model_id',
    name: 'model_name',
    article: 'article',
    voltage: 'voltage',
    power: 'power',
    ratedSpeed: 'rated_speed',
    stages: 'stages',
    length: 'length',
    width: 'width',
    height: 'height',
    weight: 'weight',
    efficiencyClass: 'motor_class',
    efficiency: 'motor_efficiency',
    ratedCurrent: 'rated_current',
    cosPhi: 'cos_phi',
  },
  curve: { Q: 'q', H: 'h', P2: 'p2', eta: 'eta', NPSHr: 'npshr' },
} as Record<string, Record<string, string>>;

/**
 * Reads the CSV import format into a catalogue-shaped object in canonical units. Separator «;» or
 * «,» (from the header line); with «;» a decimal comma is accepted. Every problem names its line
 * and column; rows of one model must agree on the model's columns.
 */
export function catalogFromCsv(text: string): CsvCatalog {
  const issues: CsvIssue[] = [];
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const { rows, issues: unreadable } = parseCsv(text, separator);
  const lines = new Map<string, number>();
  const setLine = (path: (string | number)[], line: number) => {
    const k = JSON.stringify(path);
    if (!lines.has(k)) lines.set(k, line);
  };
  const headerText = new Map<string, string>();
  const result: CsvCatalog = {
    value: { series: [] },
    lineOf(path) {
      for (let n = path.length; n >= 0; n--) {
        const hit = lines.get(JSON.stringify(path.slice(0, n)));
        if (hit !== undefined) return hit;
      }
      return undefined;
    },
    columnOf: (path) => {
      const level = path.includes('curve') ? 'curve' : path.includes('models') ? 'model' : 'series';
      const col = COLUMN_OF_FIELD[level]![String(path[path.length - 1])];
      return col === undefined ? undefined : headerText.get(col);
    },
    issues,
    rowsRead: false,
  };
  if (unreadable.length > 0) {
    issues.push(...unreadable);
    return result;
  }
  const header = rows.shift();
  if (!header) {
    issues.push({
      line: 1,
      message: `файл пуст; первая строка должна быть заголовком: ${CSV_HEADER_EXAMPLE}`,
    });
    return result;
  }

  // Header: «name [unit]» per column.
  const index = new Map<string, number>();
  const units = new Map<string, string>();
  header.cells.forEach((raw, i) => {
    const m = /^([^[\]]+?)\s*(?:\[(.*)\])?$/.exec(raw);
    const name = (m?.[1] ?? raw).trim().toLowerCase();
    const unit = m?.[2]?.trim();
    const col = COLUMNS.find((c) => c.key === name);
    if (!col) {
      issues.push({ line: header.line, column: raw, message: `неизвестный столбец «${raw}»` });
      return;
    }
    if (index.has(col.key)) {
      issues.push({ line: header.line, column: raw, message: `столбец «${raw}» повторяется` });
      return;
    }
    index.set(col.key, i);
    headerText.set(col.key, raw);
    if (col.quantity) {
      if (!unit) {
        issues.push({
          line: header.line,
          column: raw,
          message: `у столбца «${raw}» не указана единица измерения; укажите в квадратных скобках одну из: ${allowedUnits(col.quantity)}`,
        });
        return;
      }
      const code = resolveUnit(col.quantity, unit);
      if (!code) {
        issues.push({
          line: header.line,
          column: raw,
          message: `неизвестная единица «${unit}» в столбце «${raw}»; допустимы: ${allowedUnits(col.quantity)}`,
        });
        return;
      }
      units.set(col.key, code);
    } else if (unit && col.fixedUnit && !col.fixedUnit.includes(unit.toLowerCase())) {
      issues.push({
        line: header.line,
        column: raw,
        message: `столбец «${raw}» должен быть в ${col.fixedUnit[0]}, указано «${unit}»`,
      });
    }
  });
  for (const col of COLUMNS) {
    if (!col.optional && !index.has(col.key)) {
      issues.push({ line: header.line, message: `нет обязательного столбца «${col.key}»` });
    }
  }
  if (issues.length > 0) return result;

  const seriesById = new Map<
    number,
    { obj: Record<string, unknown>; at: number; models: Map<number, number> }
  >();
  const series = result.value.series as Record<string, unknown>[];

  for (const row of rows) {
    const cell = (key: string): unknown => {
      const i = index.get(key);
      const raw = i === undefined ? '' : (row.cells[i] ?? '');
      const col = COLUMNS.find((c) => c.key === key)!;
      const column = headerText.get(key) ?? key;
      if (raw === '') {
        if (col.optional) return key === 'p_curvename' ? 'P2' : '';
        issues.push({ line: row.line, column, message: 'значение не заполнено' });
        return undefined;
      }
      if (col.kind === 'text') return raw;
      if (col.kind === 'bool') {
        const v = raw.toLowerCase();
        if (['true', '1', 'да', 'yes'].includes(v)) return true;
        if (['false', '0', 'нет', 'no'].includes(v)) return false;
        issues.push({ line: row.line, column, message: `ожидается да/нет (true/false), указано «${raw}»` });
        return undefined;
      }
      const normal = separator === ';' ? raw.replace(',', '.') : raw;
      const n = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(normal) ? Number(normal) : NaN;
      if (!Number.isFinite(n) || (col.kind === 'int' && !Number.isInteger(n))) {
        issues.push({
          line: row.line,
          column,
          message: `ожидается ${col.kind === 'int' ? 'целое число' : 'число'}, указано «${raw}»`,
        });
        return undefined;
      }
      return col.quantity ? convertToCanonical(col.quantity, units.get(key)!, n) : n;
    };

    const before = issues.length;
    const sId = cell('series_id') as number;
    const sFields = {
      id: sId,
      name: cell('series_name'),
      description: cell('series_description'),
      P_CurveName: cell('p_curvename'),
      has_control: cell('has_control'),
      has_count: cell('has_count'),
    };
    const mId = cell('model_id') as number;
    const mFields = {
      id: mId,
      name: cell('model_name'),
      article: cell('article'),
      voltage: cell('voltage'),
      power: cell('power'),
      ratedSpeed: cell('rated_speed'),
      stages: cell('stages'),
      dimensions: { length: cell('length'), width: cell('width'), height: cell('height') },
      weight: cell('weight'),
      ...motorFields({
        efficiencyClass: cell('motor_class'),
        efficiency: cell('motor_efficiency'),
        ratedCurrent: cell('rated_current'),
        cosPhi: cell('cos_phi'),
      }),
    };
    const point = { Q: cell('q'), H: cell('h'), P2: cell('p2'), eta: cell('eta'), NPSHr: cell('npshr') };
    if (issues.length > before) continue;

    let s = seriesById.get(sId);
    if (!s) {
      s = { obj: { ...sFields, models: [] }, at: series.length, models: new Map() };
      seriesById.set(sId, s);
      series.push(s.obj);
      setLine(['series', s.at], row.line);
    } else {
      sameAs(s.obj, sFields, row.line, 'серии', issues, (f) => result.columnOf(['series', 0, f]) ?? f);
    }
    const models = s.obj.models as Record<string, unknown>[];
    let mAt = s.models.get(mId);
    if (mAt === undefined) {
      mAt = models.length;
      s.models.set(mId, mAt);
      models.push({ ...mFields, curve: [] });
      setLine(['series', s.at, 'models', mAt], row.line);
    } else {
      sameAs(
        models[mAt]!,
        mFields,
        row.line,
        'модели',
        issues,
        (f) => result.columnOf(['models', 0, f]) ?? f,
      );
    }
    const curve = models[mAt]!.curve as unknown[];
    setLine(['series', s.at, 'models', mAt, 'curve', curve.length], row.line);
    curve.push(point);
  }
  if (rows.length === 0)
    issues.push({ line: header.line, message: 'в файле нет строк с данными после заголовка' });
  else result.rowsRead = true;
  return result;
}

/** The motor columns a row fills, as the model's `motor` object; none filled: no `motor` at all. */
function motorFields(cells: Record<string, unknown>): { motor?: Record<string, unknown> } {
  const filled = Object.entries(cells).filter(([, v]) => v !== '' && v !== undefined);
  return filled.length > 0 ? { motor: Object.fromEntries(filled) } : {};
}

/** Rows of one series/model must repeat the same values in the series/model columns. */
function sameAs(
  first: Record<string, unknown>,
  again: Record<string, unknown>,
  line: number,
  what: string,
  issues: CsvIssue[],
  column: (field: string) => string,
) {
  for (const [k, v] of Object.entries(again)) {
    const a = first[k];
    if (typeof v === 'object' && v !== null && typeof a === 'object' && a !== null) {
      sameAs(a as Record<string, unknown>, v as Record<string, unknown>, line, what, issues, column);
    } else if (a !== v) {
      issues.push({
        line,
        column: column(k),
        message: `значение «${String(v)}» расходится с первой строкой этой ${what} («${String(a)}»)`,
      });
    }
  }
}

/**
 * Writes a catalogue in the CSV import format (one row per curve point), e.g. as a template for a
 * manufacturer or to move data between tools. Flow in m³/h or l/s, head in m; «;» separator.
 */
export function catalogToCsv(
  catalog: {
    series: readonly {
      id: number;
      name: string;
      description: string;
      P_CurveName: string;
      has_control: boolean;
      has_count: boolean;
      models: readonly {
        id: number;
        name: string;
        article: string;
        voltage: number;
        power: number;
        ratedSpeed: number;
        stages: number;
        dimensions: { length: number; width: number; height: number };
        weight: number;
        curve: readonly { Q: number; H: number; P2: number; eta: number; NPSHr: number }[];
      }[];
    }[];
  },
  flowUnit: 'm3/h' | 'l/s' = 'm3/h',
): string {
  const quote = (v: string | number | boolean) => {
    const t = String(v);
    return /[;"\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const header = CSV_HEADER_EXAMPLE.replace('Q [m3/h]', `Q [${flowUnit}]`);
  const out = [header];
  for (const s of catalog.series) {
    for (const m of s.models) {
      for (const p of m.curve) {
        const q = flowUnit === 'l/s' ? Number((p.Q / 3.6).toPrecision(10)) : p.Q;
        out.push(
          [
            s.id,
            s.name,
            s.description,
            s.P_CurveName,
            s.has_control,
            s.has_count,
            m.id,
            m.name,
            m.article,
            m.voltage,
            m.power,
            m.ratedSpeed,
            m.stages,
            m.dimensions.length,
            m.dimensions.width,
            m.dimensions.height,
            m.weight,
            q,
            p.H,
            p.P2,
            p.eta,
            p.NPSHr,
          ]
            .map(quote)
            .join(';'),
        );
      }
    }
  }
  return `${out.join('\n')}\n`;
}
