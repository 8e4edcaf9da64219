// The catalogue import: good CSV and JSON files replace the catalogue (units converted, previous
// version archived); bad ones are refused with line-level Russian messages and change nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPumpCatalog, pumpCatalogSchema, type PumpCatalog } from '../src/pumps';
import { catalogToCsv } from '../src/pumps/csv';
import {
  checkPumpCatalogText,
  formatImportIssue,
  importPumpCatalogFile,
  validatePumpCatalogFile,
} from '../src/pumps/import';
import { PUMP_CATALOG_FILE, writeCatalogAtomically } from '../src/pumps/store';
import { main } from '../src/cli';
import { parseJsonWithLines } from '../src/pumps/json-lines';

const sample = loadPumpCatalog();
/** Two models per series: small files, every series kind. */
const small: PumpCatalog = {
  ...sample,
  series: sample.series.map((s) => ({ ...s, models: s.models.slice(0, 2) })),
};

let dir: string;
let target: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-catalog-'));
  writeCatalogAtomically(dir, sample, { archivePrevious: false });
  target = path.join(dir, PUMP_CATALOG_FILE);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const put = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
const messages = (file: string) => validatePumpCatalogFile(file, dir).issues.map(formatImportIssue);
/** JSON as a manufacturer would send it: units declared, no parameter groups. */
const jsonOf = (c: PumpCatalog, units = { Q: 'm3/h', H: 'm', P2: 'kW', eta: '%', NPSHr: 'm' }) => ({
  brand: 'Aquastrong',
  units,
  series: c.series.map((s) => ({ ...s, models: s.models.map(({ paramGroups: _, ...m }) => m) })),
});
/** CSV with «;», a decimal comma and flow in l/s, as Russian Excel saves it. */
const csvText = () =>
  catalogToCsv(small, 'l/s')
    .split('\n')
    .map((l, i) => (i === 0 ? l : l.replace(/(\d)\.(\d)/g, '$1,$2')))
    .join('\n');

describe('import of a good file', () => {
  it('replaces the catalogue from CSV in l/s with decimal commas, archiving the previous version', () => {
    const before = fs.readFileSync(target, 'utf8');
    const r = importPumpCatalogFile(put('aquastrong.csv', csvText()), dir);
    expect(r.issues.map(formatImportIssue)).toEqual([]);
    expect(r.ok).toBe(true);
    const written = pumpCatalogSchema.parse(JSON.parse(fs.readFileSync(target, 'utf8')));
    expect(written.catalogVersion).toBe(sample.catalogVersion + 1);
    expect(written.source).toBe('aquastrong.csv');
    expect(written.illustrative).toBe(false);
    expect(written.series.flatMap((s) => s.models)).toHaveLength(6);
    // l/s → m³/h at the edge; the stored file is always in m³/h.
    const p = written.series[0]!.models[0]!.curve[0]!;
    expect(p.Q).toBeCloseTo(small.series[0]!.models[0]!.curve[0]!.Q, 6);
    expect(written.series[0]!.models[0]!.paramGroups.map((g) => g.name)).toEqual([
      'Гидравлика',
      'Двигатель',
      'Габариты и масса',
    ]);
    expect(
      fs.readFileSync(path.join(dir, 'archive', `pump-catalog.v${sample.catalogVersion}.json`), 'utf8'),
    ).toBe(before);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('converts heads in bar and efficiency as a fraction from JSON', () => {
    const c = jsonOf(small, { Q: 'm3/h', H: 'bar', P2: 'W', eta: '-', NPSHr: 'm' });
    for (const s of c.series)
      for (const m of s.models)
        m.curve = m.curve.map((p) => ({ ...p, H: p.H / 10.21555012, P2: p.P2 * 1000, eta: p.eta / 100 }));
    const r = importPumpCatalogFile(put('bar.json', JSON.stringify(c)), dir);
    expect(r.issues.map(formatImportIssue)).toEqual([]);
    const first = r.catalog!.series[0]!.models[0]!.curve[0]!;
    const orig = small.series[0]!.models[0]!.curve[0]!;
    expect(first.H).toBeCloseTo(orig.H, 4);
    expect(first.P2).toBeCloseTo(orig.P2, 9);
    expect(first.eta).toBeCloseTo(orig.eta, 9);
  });

  it('validate checks without writing', () => {
    const before = fs.readFileSync(target, 'utf8');
    expect(validatePumpCatalogFile(put('ok.json', JSON.stringify(jsonOf(small))), dir).ok).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(dir, 'archive'))).toBe(false);
  });
});

describe('a bad file is refused with line-level messages and the old catalogue stays', () => {
  /** Replaces cell `col` (0-based) on 1-based line `line` of the CSV. */
  const editCsv = (text: string, edits: [line: number, col: number, value: string][]) => {
    const lines = text.split('\n');
    for (const [line, col, value] of edits) {
      const cells = lines[line - 1]!.split(';');
      cells[col] = value;
      lines[line - 1] = cells.join(';');
    }
    return lines.join('\n');
  };

  it('refuses the example bad file of the README with its three messages, the catalogue untouched', () => {
    const example = fileURLToPath(new URL('../examples/pumps-bad.csv', import.meta.url));
    const before = fs.readFileSync(target, 'utf8');
    const r = importPumpCatalogFile(example, dir);
    expect(r.ok).toBe(false);
    expect(r.issues.map(formatImportIssue)).toEqual([
      'Строка 4, серия «EVR», модель «EVR 1-3», точка 3, поле «H [m]»: напор H(Q) должен убывать с ростом подачи: 19.4 → 19.9 м',
      'Строка 6, серия «EVR», модель «EVR 1-3», точка 5, поле «P2 [kW]»: мощность P2 = 0.15 кВт не согласуется с ρgQH/η = 0.112 кВт (расхождение 34 %, допустимо 3 %)',
      'Строка 8, поле «NPSHr [m]»: ожидается число, указано «н/д»',
    ]);
    expect(fs.readFileSync(target, 'utf8')).toBe(before);
    expect(fs.readdirSync(dir)).toEqual([PUMP_CATALOG_FILE]);
  });

  it('names line, record and column for a rising head, a wrong P2 and a non-number', () => {
    const before = fs.readFileSync(target, 'utf8');
    const file = put(
      'bad.csv',
      editCsv(csvText(), [
        [4, 18, '25'],
        [7, 19, '0,2'],
        [9, 17, 'abc'],
      ]),
    );
    const r = importPumpCatalogFile(file, dir);
    expect(r.ok).toBe(false);
    const m = r.issues.map(formatImportIssue);
    expect(m).toContain(
      'Строка 4, серия «EVR», модель «EVR 1-3», точка 3, поле «H [m]»: напор H(Q) должен убывать с ростом подачи: 19.4 → 25 м',
    );
    expect(
      m.some((x) =>
        x.startsWith(
          'Строка 7, серия «EVR», модель «EVR 1-3», точка 6, поле «P2 [kW]»: мощность P2 = 0.2 кВт не согласуется с ρgQH/η',
        ),
      ),
    ).toBe(true);
    expect(m).toContain('Строка 9, поле «Q [l/s]»: ожидается число, указано «abc»');
    expect(fs.readFileSync(target, 'utf8')).toBe(before);
    expect(fs.readdirSync(dir).sort()).toEqual(['bad.csv', PUMP_CATALOG_FILE]);
  });

  it('refuses unknown units and missing columns in the CSV header', () => {
    expect(messages(put('u.csv', csvText().replace('Q [l/s]', 'Q [gpm]')))).toEqual([
      'Строка 1, поле «Q [gpm]»: неизвестная единица «gpm» в столбце «Q [gpm]»; допустимы: m3/h, l/s',
    ]);
    expect(messages(put('n.csv', csvText().replace('H [m]', 'H')))[0]).toMatch(
      /^Строка 1, поле «H»: у столбца «H» не указана единица измерения/,
    );
    expect(messages(put('c.csv', csvText().replace(';NPSHr [m]', ';NPSH')))).toContain(
      'Строка 1, поле «NPSH»: неизвестный столбец «NPSH»',
    );
  });

  it('counts lines across Windows line endings, blank rows and a quoted cell over two lines', () => {
    const lines = csvText().split('\n');
    // A series description in quotes that runs over two lines, in every row of the first series.
    const twoLines = lines.map((l, i) =>
      i === 0 ? l : l.replace(/^(\d+;[^;]*;)[^;]*;/, '$1"две\nстроки";'),
    );
    const text = [twoLines[0], '', ...twoLines.slice(1)].join('\r\n');
    const cells = text.split('\r\n');
    cells[4] = cells[4]!.replace(/;[^;]*$/, ';н/д'); // the third data row's NPSHr
    // Header on line 1, a blank line 2, then rows of two lines each: the third starts on line 7.
    expect(messages(put('w.csv', cells.join('\r\n')))).toEqual([
      'Строка 7, поле «NPSHr [m]»: ожидается число, указано «н/д»',
    ]);
  });

  it('refuses a quote left open to the end of the file, at the row that opened it', () => {
    const lines = csvText().split('\n');
    lines[3] = lines[3]!.replace(/^(\d+;)/, '$1"');
    expect(messages(put('q.csv', lines.join('\n')))).toEqual([
      'Строка 4: кавычка, открывающая значение, не закрыта до конца файла',
    ]);
  });

  it('refuses rows of one model that disagree on the model’s columns', () => {
    const m = messages(put('d.csv', editCsv(csvText(), [[5, 10, '0,55']])));
    expect(m).toContain(
      'Строка 5, поле «power [kW]»: значение «0.55» расходится с первой строкой этой модели («0.37»)',
    );
  });

  it('refuses an efficiency that peaks at the edge of the range', () => {
    const c = jsonOf(small);
    const m = c.series[0]!.models[0]!;
    m.curve = m.curve.map((p, i) => {
      const eta = 20 + i * 3;
      return {
        ...p,
        eta,
        P2: Number(((998.2 * 9.80665 * (p.Q / 3600) * p.H) / (eta / 100) / 1000).toFixed(5)),
      };
    });
    const r = checkPumpCatalogText('edge.json', JSON.stringify(c, null, 2), 2);
    expect(r.issues.map(formatImportIssue).join('\n')).toMatch(
      /^Строка \d+, серия «EVR», модель «EVR 1-3», точка 10, поле «eta»: максимум КПД \(47 %\) на краю диапазона подачи/,
    );
  });

  it('points JSON problems at their lines: syntax, units, schema', () => {
    expect(messages(put('s.json', '{\n  "units": {"Q": "m3/h",\n  "H": "m"\n  "P2": "kW"}\n}'))).toEqual([
      'Строка 4: ошибка синтаксиса JSON (позиция 3): ожидается «,» или «}»',
    ]);
    const units = JSON.stringify(
      jsonOf(small, { Q: 'gpm', H: 'm', P2: 'kW', eta: '%', NPSHr: 'm' }),
      null,
      2,
    );
    expect(messages(put('u.json', units))).toEqual([
      'Строка 4, поле «units.Q»: неизвестная единица «gpm»; допустимы: m3/h, l/s',
    ]);
    const c = jsonOf(small);
    delete (c.series[2]!.models[0] as Partial<(typeof c.series)[number]['models'][number]>).weight;
    const text = JSON.stringify(c, null, 2);
    // A missing field is reported at the line where its object starts: the «{» before "id": 3001.
    const line = text.split('\n').findIndex((l) => l.includes('"id": 3001'));
    expect(messages(put('w.json', text))).toEqual([
      `Строка ${line}, серия «CMI», модель «CMI 2-2», поле «weight»: Масса: не заполнено`,
    ]);
  });

  it('refuses a file of another format', () => {
    expect(messages(put('a.xlsx', 'x'))).toEqual(['неизвестный формат файла «.xlsx»: нужен .csv или .json']);
  });
});

describe('the JSON reader behind line numbers', () => {
  it('reads exactly what JSON.parse reads, and knows where each value starts', () => {
    const text = fs.readFileSync(new URL('../catalogue/pumps/pump-catalog.json', import.meta.url), 'utf8');
    const located = parseJsonWithLines(text);
    expect(located.value).toEqual(JSON.parse(text));
    const line = text.split('\n').findIndex((l) => l.includes('"name": "EVR 5-8"')) + 1;
    expect(located.lineOf(['series', 0, 'models', 19, 'name'])).toBe(line);
  });
});

describe('the command line', () => {
  it('prints its usage and exits 2 for an unknown command', () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (m: string) => errors.push(m);
    try {
      expect(main(['frobnicate'])).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('podbor-catalog import');
  });

  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args, '--dir', dir], { encoding: 'utf8' });

  // Spawns node twice; the timeout is generous so a slow machine does not fail it.
  it('exits 1 with the messages for a bad file, 0 after importing a good one', { timeout: 60_000 }, () => {
    const bad = run('import', put('bad.csv', csvText().replace('Q [l/s]', 'Q [gpm]')));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('отклонён, ошибок: 1. Каталог не изменён.');
    expect(bad.stderr).toContain('Строка 1, поле «Q [gpm]»');
    const good = run('import', put('good.csv', csvText()));
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain(`Каталог насосов заменён: версия ${sample.catalogVersion + 1}`);
  });
});
