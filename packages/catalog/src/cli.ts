// The catalogue command line: check or import a manufacturer's pump or plate catalogue file.
// npx tsx packages/catalog/src/cli.ts validate|import <file.csv|file.json> [--dir <data dir>]
// npx tsx packages/catalog/src/cli.ts validate-phe|import-phe <file.json> [--dir <data dir>]
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatImportIssue, importPumpCatalogFile, validatePumpCatalogFile } from './pumps/import';
import { CSV_HEADER_EXAMPLE } from './pumps/csv';
import { importPheCatalogFile, validatePheCatalogFile } from './phe/import';

const DEFAULT_DIR = fileURLToPath(new URL('../catalogue/pumps/', import.meta.url));
const DEFAULT_PHE_DIR = fileURLToPath(new URL('../catalogue/phe/', import.meta.url));
/** More messages than this bury the first ones; the count of the rest is printed instead. */
const MAX_MESSAGES = 200;

const USAGE = `Использование:
  podbor-catalog validate <файл.csv|файл.json> [--dir <каталог данных>]
  podbor-catalog import   <файл.csv|файл.json> [--dir <каталог данных>]
  podbor-catalog validate-phe <файл.json> [--dir <каталог данных>]
  podbor-catalog import-phe   <файл.json> [--dir <каталог данных>]

validate проверяет файл и ничего не меняет; import проверяет и, если ошибок нет, заменяет
каталог насосов (предыдущая версия сохраняется в archive/); validate-phe и import-phe — то же
для каталога пластин теплообменников (JSON, формат podbor.phe-catalog). Заголовок CSV:
  ${CSV_HEADER_EXAMPLE}
Единицы: Q [m3/h] или [l/s], H [m] или [bar], P2 [kW] или [W], eta [%] или [-], NPSHr [m].`;

export function main(argv: string[]): number {
  const [command, file, ...rest] = argv;
  const at = rest.indexOf('--dir');
  if ((command === 'validate-phe' || command === 'import-phe') && file) {
    return phe(command, file, at >= 0 && rest[at + 1] ? rest[at + 1]! : DEFAULT_PHE_DIR);
  }
  let dir = DEFAULT_DIR;
  if (at >= 0 && rest[at + 1]) dir = rest[at + 1]!;
  if ((command !== 'validate' && command !== 'import') || !file) {
    console.error(USAGE);
    return 2;
  }
  let result;
  try {
    result = command === 'import' ? importPumpCatalogFile(file, dir) : validatePumpCatalogFile(file, dir);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.error(
      err.code === 'ENOENT' ? `Файл не найден: ${file}` : `Не удалось прочитать файл: ${err.message}`,
    );
    return 1;
  }
  if (!result.ok) {
    const lines = result.issues.slice(0, MAX_MESSAGES).map(formatImportIssue);
    if (result.issues.length > MAX_MESSAGES)
      lines.push(`… и ещё ${result.issues.length - MAX_MESSAGES} ошибок`);
    console.error(
      `Файл ${file} отклонён, ошибок: ${result.issues.length}. Каталог не изменён.\n${lines.join('\n')}`,
    );
    return 1;
  }
  const c = result.catalog!;
  const models = c.series.reduce((n, s) => n + s.models.length, 0);
  const summary = `серий: ${c.series.length}, моделей: ${models}`;
  if (command === 'validate') {
    console.log(`Файл ${file} прошёл проверку (${summary}).`);
  } else {
    console.log(
      `Каталог насосов заменён: версия ${c.catalogVersion}, ${summary}. Записан ${'written' in result ? result.written : ''}.\n` +
        'Сервер читает каталог при сборке: перезапустите его после сборки (npm run build).',
    );
  }
  return 0;
}

/** The plate catalogue commands: check a JSON file, or check and replace the committed one. */
function phe(command: 'validate-phe' | 'import-phe', file: string, dir: string): number {
  let result;
  try {
    result = command === 'import-phe' ? importPheCatalogFile(file, dir) : validatePheCatalogFile(file);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.error(
      err.code === 'ENOENT' ? `Файл не найден: ${file}` : `Не удалось прочитать файл: ${err.message}`,
    );
    return 1;
  }
  if (!result.ok) {
    const lines = result.issues.slice(0, MAX_MESSAGES).map((i) => `${i.path.join('.') || '—'}: ${i.message}`);
    console.error(
      `Файл ${file} отклонён, ошибок: ${result.issues.length}. Каталог не изменён.\n${lines.join('\n')}`,
    );
    return 1;
  }
  const summary = `моделей пластин: ${result.catalog.models.length}`;
  if (command === 'validate-phe') console.log(`Файл ${file} прошёл проверку (${summary}).`);
  else
    console.log(
      `Каталог пластин заменён: версия ${result.catalog.catalogVersion}, ${summary}. Записан ${'written' in result ? result.written : ''}.\n` +
        'Сервер читает каталог при сборке: перезапустите его после сборки (npm run build).',
    );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
