// Every text a user reads is Russian (decision 0010): each string of the web app's locale files and
// each message the web and the server share (@podbor/contracts), and the built web bundle when present.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@podbor/contracts';

const root = path.resolve(import.meta.dirname, '..');

/** Names that stay Latin in Russian text, even alone: the product, the brand, a datasheet's term. */
const names = new Set(['podbor', 'Aquastrong', 'Clever', 'NPSHr', 'NPSHa', 'Kvs']);

/**
 * Other Latin words a Russian text may carry: key names, the URL's values, file formats and the
 * API's own field names. Words without a lowercase letter (DN, PDF, URL, SMS, H0, Q) are symbols and
 * always allowed.
 */
const allowedWords = new Set([
  ...names,
  'Enter', // keys: «Enter — сохранить, Esc — отменить»
  'Esc',
  'Shift', // the chat composer: «Enter — отправить, Shift+Enter — новая строка»
  'm', // the pump form's units as the URL spells them: «m (м³/ч) или l (л/с)»
  'l',
  'bar', // the head units as the URL spells them: «m (м) и bar (бар, по умолчанию)»
  'BoxType', // a pump form parameter as the URL spells it
  'Push', // «Push-уведомления»
  'pdf', // file names: «Паспорт насоса … .pdf»
  'png', // file names: «График H–Q WRP-A 2+1 EVR 10-6.png»
  'multipart', // an API-only refusal: «multipart/form-data (поля comment и file)»
  'form',
  'data',
  'comment',
  'text', // the chat's: «поля text и file»
  'article', // the price list's CSV columns: «article;name;price_rub;date»
  'name',
  'price',
  'rub',
  'date',
  'file',
  'npm', // «npm run build», the command an operator runs before the web app exists
  'run',
  'build',
  'p', // Δp, the pressure loss
  'q', // q, a design flow: «q = 5·q0·α» (СП 30.13330.2020 formula (2))
  'cos', // cos φ, a motor's power factor
  'g', // g = 9,80665 м/с², the standard gravity of a bar ↔ m conversion
]);

/** Whole texts that are right in Latin: the spec's names of a pump request's files (calculators §3). */
const allowedLatinTexts = new Set(['HQc.png', 'Powerc.png', 'Image.jpg', '3d.png']);

/**
 * What is wrong with a user text, or null. A text must have Cyrillic unless it is only names and
 * symbols ('podbor', 'SMS', 'P2, {{unit}}') or an allowed file name; no letters at all ('№ 7') is
 * fine; and no Russian text carries an English word ('Неверная ссылка', never 'Invalid URL').
 */
export function latinProblem(text: string): string | null {
  const shown = text
    .replace(/\{\{[^}]*\}\}/g, '')
    // Formula symbols: a letter with a subscript (q_hr,u, H_geom, q_tot) or with digits (q0, p1).
    .replace(/(?<![A-Za-z0-9])[A-Za-z](?:_[A-Za-z0-9]+(?:,[A-Za-z0-9]+)*|\d+)(?![A-Za-z0-9])/g, 'X');
  if (allowedLatinTexts.has(shown)) return null;
  const words = shown.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  if (words.length === 0) return null;
  const hasCyrillic = /[А-Яа-яЁё]/.test(shown);
  if (!hasCyrillic && !words.every((w) => names.has(w) || !/[a-z]/.test(w))) return 'no Cyrillic';
  const english = words.filter((w) => /[a-z]/.test(w) && !allowedWords.has(w));
  return english.length > 0 ? `Latin words: ${english.join(', ')}` : null;
}

type Found = { where: string; text: string };

/** Every string in a JSON value, with its key path. */
function stringsOf(value: unknown, where: string, out: Found[] = []): Found[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${where}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) stringsOf(v, `${where}.${k}`, out);
  return out;
}

/**
 * One sample argument for every message function: an array of one '7' reads as '7' whether the
 * message prints it, measures it, slices it or joins it (`allowed.join(', ')`).
 */
const sample = (): unknown => ['7'];

/** Every text of a messages object: strings as they are, functions called with sample arguments. */
function messagesOf(value: unknown, where: string, out: Found[] = []): Found[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (typeof value === 'function') {
    const args = Array.from({ length: Math.max(value.length, 1) }, sample);
    messagesOf((value as (...a: unknown[]) => unknown)(...args), `${where}(…)`, out);
  } else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) messagesOf(v, `${where}.${k}`, out);
  return out;
}

function localeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) localeFiles(full, out);
    else if (entry.name.endsWith('.json') && path.basename(dir) === 'locales') out.push(full);
  }
  return out;
}

const report = (found: Found[]) =>
  found.flatMap(({ where, text }) => {
    const problem = latinProblem(text);
    return problem ? [`${where}: ${JSON.stringify(text)} — ${problem}`] : [];
  });

describe('russian texts', () => {
  it('the scan itself: English is caught, Russian with units and symbols passes', () => {
    expect(latinProblem('Invalid URL: неизвестный параметр')).toMatch(/Invalid/);
    expect(latinProblem('Waiting time expired')).toBe('no Cyrillic');
    expect(latinProblem('Error during registration')).toBe('no Cyrillic');
    expect(latinProblem('Расход Q, м³/ч (DN 50, ISO 9906)')).toBeNull();
    expect(latinProblem('№ {{id}}')).toBeNull();
    expect(latinProblem('P = q_hr,u·U / (3600·q0·N), п. 5.4')).toBeNull();
    expect(latinProblem('H_tr = H_geom + ΣH, ф. (14)')).toBeNull();
    expect(latinProblem('Hgeom = отметка')).toMatch(/Hgeom/);
  });

  const files = localeFiles(path.join(root, 'apps/web/src'));

  it('finds the web app locale files', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s: every string is Russian', (_, file) => {
    const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(report(stringsOf(json, ''))).toEqual([]);
  });

  const messageObjects = Object.entries(contracts).filter(([name]) => /(Messages|Texts|Labels)$/.test(name));

  it('finds the shared message objects', () => {
    expect(messageObjects.map(([name]) => name)).toEqual(
      expect.arrayContaining(['validationMessages', 'apiMessages', 'searchMessages', 'pumpUrlMessages']),
    );
  });

  it.each(messageObjects)('@podbor/contracts %s: every message is Russian', (name, value) => {
    const found = messagesOf(value, name);
    expect(found.length).toBeGreaterThan(0);
    expect(report(found)).toEqual([]);
  });

  it('zod’s default messages are Russian wherever @podbor/contracts is loaded', () => {
    const schema = z.object({ name: z.string().max(3), count: z.number(), mail: z.email() });
    const result = schema.safeParse({ name: 'длинное', count: 'x', mail: 'x' });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toHaveLength(3);
    expect(report(messages.map((text, i) => ({ where: `issue ${i}`, text })))).toEqual([]);
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(contracts.validationMessages.required);
  });

  // The built bundle, when it is newer than the texts (npm test runs Vitest before it builds).
  const assets = path.join(root, 'apps/web/dist/assets');
  const bundle = fs.existsSync(assets)
    ? fs
        .readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(assets, f))
    : [];
  const mtime = (f: string) => fs.statSync(f).mtimeMs;
  const texts = [
    ...files,
    ...fs
      .readdirSync(path.join(root, 'packages/contracts/src'))
      .map((f) => path.join(root, 'packages/contracts/src', f)),
  ];
  const fresh = bundle.length > 0 && Math.min(...bundle.map(mtime)) >= Math.max(...texts.map(mtime));

  it.skipIf(!fresh)(
    'the built web bundle carries none of the spec’s English notes, and the zod locale',
    () => {
      const code = bundle.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
      const notes = [
        'Invalid URL:', // the spec's prefix; zod's own issue note 'Invalid URL format' is no text for users
        'Field must not be empty',
        'Head must be greater than',
        'Error during',
        'Failed to connect to the server',
        'Waiting time expired',
        'Error loading pump data',
        'Error updating pump',
        'An unexpected error occurred',
        'Request ID',
        'Failed to select equipment',
        'Не верный',
        'Попробуйте еще',
      ];
      expect(notes.filter((note) => code.includes(note))).toEqual([]);
      expect(code).toContain('Неверный формат даты и времени');
    },
  );
});
