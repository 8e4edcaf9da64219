// The calculator registry is the whole truth: its zod-free half is what the home page's first
// download reads (cards, routes, breadcrumbs), every list of calculators is read off its entries — a
// throwaway calculator added to them shows up in each — and no source file outside the ones
// docs/adding-a-calculator.md lists enumerates the calculators.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  calcFileTitle,
  calcFileTitleOf,
  calcNames,
  calcOfRequestType,
  calcPaths,
  calcTypes,
  calculatorContracts,
  calculatorList,
  calculatorOfCategory,
  calculatorPages,
  calculators,
  calculatorsByName,
  registryOf,
  requestTypeLabels,
  searchCategories,
  type CalculatorMeta,
} from '@podbor/contracts';
import { calculatorLinksOf, paths } from '../apps/web/src/config/paths';
import { homeCards, homeCardsOf } from '../apps/web/src/features/calculators/home/home-cards';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** A calculator that does not exist: two pages, a search category of its own. */
const wind = {
  type: 'wind',
  name: 'Wind',
  status: 'built',
  path: '/wind',
  pages: [
    { path: '/wind', routeName: 'Calc.Wind', title: 'Вентиляторы' },
    { path: '/wind/:fanId/:size?', routeName: 'Calc.WindFan', title: 'Подбор вентилятора' },
  ],
  reopenPage: '/wind',
  resultInUrl: false,
  label: 'Вентиляторы',
  summary: 'Подбор вентилятора по расходу и давлению',
  icon: 'stack',
  historyLabel: 'Вентиляторы',
  category: 'wind',
} as const satisfies CalculatorMeta;

const withWind = [...calculatorList, wind] as const;

describe('calculator registry', () => {
  it('keeps packages/contracts/src/calculators.ts free of value imports (no zod on the home page)', () => {
    const imports = read('packages/contracts/src/calculators.ts').match(/^import .*$/gm) ?? [];
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
    expect(JSON.parse(read('packages/contracts/package.json')).exports['./calculators']).toBe(
      './src/calculators.ts',
    );
  });

  it('is what the home page, the router and the paths read, through the zod-free entry', () => {
    for (const file of [
      'apps/web/src/config/paths.ts',
      'apps/web/src/app/router.tsx',
      'apps/web/src/app/route-names.ts',
      'apps/web/src/features/calculators/home/home-cards.ts',
    ]) {
      expect(read(file), file).toMatch(/from '@podbor\/contracts\/calculators'/);
      expect(read(file), file).not.toMatch(/from '@podbor\/contracts'/);
    }
  });

  it('exports the lists and maps read off its own entries', () => {
    const own = registryOf(calculatorList);
    expect(calcTypes).toEqual(own.types);
    expect(calcNames).toEqual(own.names);
    expect(searchCategories).toEqual(own.categories);
    expect(calculators).toEqual(own.byType);
    expect(calculatorsByName).toEqual(own.byName);
    expect(calculatorOfCategory).toEqual(own.byCategory);
    expect(calcOfRequestType).toEqual(own.nameOfType);
    expect(calcPaths).toEqual(own.paths);
    expect(requestTypeLabels).toEqual(own.historyLabels);
    expect(calculatorPages).toEqual(own.pages);
  });

  it('a throwaway entry is in every list, after the others, without an edit elsewhere', () => {
    const r = registryOf(withWind);
    expect(r.types).toEqual([...calcTypes, 'wind']);
    expect(r.names).toEqual([...calcNames, 'Wind']);
    expect(r.categories).toEqual([...searchCategories, 'wind']);
    expect(r.byType.wind).toBe(wind);
    expect(r.byName.Wind).toBe(wind);
    expect(r.byCategory.wind).toBe(wind);
    expect(r.nameOfType.wind).toBe('Wind');
    expect(r.paths.Wind).toBe('/wind');
    expect(r.historyLabels.wind).toBe('Вентиляторы');
    expect(r.pages.slice(-2)).toEqual([
      { path: '/wind', routeName: 'Calc.Wind', title: 'Вентиляторы', calc: 'wind' },
      { path: '/wind/:fanId/:size?', routeName: 'Calc.WindFan', title: 'Подбор вентилятора', calc: 'wind' },
    ]);
  });

  it('gives every page a link, the throwaway calculator’s too', () => {
    const links = calculatorLinksOf(registryOf(withWind).pages);
    expect(Object.keys(links)).toEqual([...Object.keys(paths.calculators), 'wind', 'windFan']);
    expect(links.wind.getHref()).toBe('/wind');
    expect(links.windFan.path).toBe('/wind/:fanId/:size?');
    expect(links.windFan.getHref({ fanId: 'ВК 3' }, { Q: 5, P: null })).toBe('/wind/%D0%92%D0%9A%203?Q=5');
    expect(links.windFan.getHref({ fanId: 3, size: 2 })).toBe('/wind/3/2');
    expect(links.pump.getHref({ seriesId: 2 })).toBe(paths.calculators.pump.getHref({ seriesId: 2 }));
  });

  it('puts a card on the home page for it, in the registry’s order, «Скоро» while not built', () => {
    // The cards users see today, in order: the five calculators, then four kinds of equipment.
    expect(homeCards.map((c) => (c.calc ? `${c.kind} ${c.calc}: ${c.title}` : `${c.kind} ${c.key}`))).toEqual(
      [
        'calculator Aquastrong: Насосы Aquastrong',
        'calculator Station: Насосные станции',
        'calculator DCU: Коллекторные узлы DCU',
        'calculator Clever: Пластинчатые теплообменники Clever',
        'calculator RTO: Пластинчатые теплообменники RTO (линейка LT)',
        'soon heatUnit',
        'soon convectors',
        'soon radiators',
        'soon pipes',
      ],
    );
    const cards = homeCardsOf(withWind);
    expect(cards.slice(0, 5)).toEqual(homeCards.slice(0, 5));
    expect(cards[5]).toMatchObject({
      kind: 'calculator',
      calc: 'Wind',
      title: 'Вентиляторы',
      text: 'Подбор вентилятора по расходу и давлению',
      icon: homeCards[4]?.icon,
    });
    expect(homeCardsOf([{ ...wind, status: 'soon' }])[0]).toMatchObject({ kind: 'soon', key: 'Wind' });
    expect(cards.slice(6)).toEqual(homeCards.slice(5));
  });

  it('names its files by the title its contracts entry gives, a calculator without one by the key', () => {
    const title = calcFileTitleOf({
      ...calculatorContracts,
      wind: {
        formSchema: null,
        reopenInputs: null,
        fileTitle: (key: string) =>
          key.endsWith('.pdf')
            ? { label: 'Паспорт вентилятора', title: 'Паспорт', ascii: 'datasheet' }
            : null,
      },
    });
    expect(title('wind', 'fan.pdf')?.label).toBe('Паспорт вентилятора');
    expect(title('wind', 'fan.png')).toBeNull();
    for (const type of calcTypes)
      for (const key of ['HQc.png', 'Паспорт насоса EVR 10-4.pdf', 'datasheet.pdf', 'x.txt'])
        expect(title(type, key), `${type} ${key}`).toEqual(calcFileTitle(type, key));
    expect(calcFileTitle('pump', 'HQc.png')?.label).toBe('График H–Q');
    expect(calcFileTitle('station', 'Подбор станции.pdf')).toBeNull();
  });

  it('is enumerated by hand only in the files docs/adding-a-calculator.md lists', () => {
    const guide = read('docs/adding-a-calculator.md');
    const section = guide.slice(guide.indexOf('## 5.'), guide.indexOf('## 6.'));
    const listed = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? '');
    expect(listed.length).toBeGreaterThan(0);
    for (const file of listed) expect(fs.existsSync(path.join(root, file)), file).toBe(true);

    // A file naming three or more calculators (as quoted words or object keys) lists them.
    const words = [calcTypes, calcNames] as const;
    const names = (text: string, list: readonly string[]) =>
      list.filter((w) => new RegExp(`(['"])${w}\\1|^\\s*${w}\\s*:`, 'm').test(text));
    const sources = [
      'apps/web/src',
      'apps/server/src',
      ...['contracts', 'engineering', 'catalog', 'charts'].map((p) => `packages/${p}/src`),
    ];
    const enumerating = sources.flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
        .filter((file) => words.some((list) => names(read(file), list).length >= 3)),
    );
    expect(enumerating).toContain('packages/contracts/src/calculators.ts');
    expect(enumerating.filter((file) => !listed.includes(file))).toEqual([]);
  });
});
