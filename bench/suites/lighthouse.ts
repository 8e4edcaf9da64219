// The first load on a phone, as Lighthouse measures it (mobile preset: a mid-range phone on slow 4G,
// simulated), in the system Chromium against the built server: the home page; each calculator's
// entry page as a first visitor gets it (no grant: the password modal over the prerendered home
// page — any page of a locked calculator shows the same); and every calculator page as an engineer
// who has the calculator's password opens it (its grant in localStorage, a cold cache). Median of
// LIGHTHOUSE_RUNS runs each (3). Targets: performance ≥ 90 and largest contentful paint ≤ 2.5 s
// (the Core Web Vitals 'good' line); the bytes the home page transfers (compressed, as they travel)
// are held under 300 KB. The CPU benchmark index is printed beside them: Lighthouse slows the CPU 4×
// whatever the machine, so on a machine other work keeps busy (an index far below ~1000) the scores
// read lower than a phone would see (decision 0023).
import fs from 'node:fs';
import { calculatorList, fillPath } from '@podbor/contracts/calculators';
import { calcGrantItem } from '../lib/calculator-page';
import { CHROMIUM, lighthouseMobile, type StoredItems } from '../lib/lighthouse';
import type { BenchContext, Figure } from '../lib/types';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PASSWORD = 'bench-lighthouse';
const built = calculatorList.filter((c) => c.status === 'built');

interface Measured {
  name: string;
  path: string;
  /** The calculator whose grant the page holds; none for a first visitor. */
  unlocked?: (typeof built)[number]['name'];
}

const PAGES: Measured[] = [
  { name: 'home page', path: '/' },
  ...built.map((c) => ({ name: `${c.path} first visit`, path: c.path })),
  ...built.flatMap((c) =>
    c.pages.map((page) => {
      // A pump series page needs a series: the first of the catalogue, as the home page links it.
      const path = fillPath(page.path, { seriesId: '1' });
      return { name: `${path} unlocked`, path, unlocked: c.name };
    }),
  ),
];

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
  const env = Object.fromEntries(built.map((c) => [`CALC_PASSWORD_${c.name.toUpperCase()}`, PASSWORD]));
  const server = await ctx.startServer({ env });
  const figures: Figure[] = [];
  try {
    const grants = new Map<string, StoredItems>();
    for (const c of built) {
      const { key, value } = await calcGrantItem(server.baseUrl, c.name, PASSWORD);
      grants.set(c.name, { [key]: value });
    }
    for (const page of PAGES) {
      const stored = page.unlocked ? grants.get(page.unlocked) : undefined;
      const lh = await lighthouseMobile(`${server.baseUrl}${page.path}`, RUNS, ctx.log, stored);
      if (page.path === '/')
        figures.push({
          name: `${page.name} transferred`,
          value: lh.transferBytes / 1024,
          unit: 'KB',
          target: '≤ 300',
        });
      figures.push(
        { name: `${page.name} Lighthouse mobile perf`, value: lh.performance, unit: 'score', target: '≥ 90' },
        { name: `${page.name} Lighthouse mobile LCP`, value: lh.lcpMs / 1000, unit: 's', target: '≤ 2.5' },
        { name: `${page.name} Lighthouse mobile FCP`, value: lh.fcpMs / 1000, unit: 's', target: null },
        {
          name: `${page.name} Lighthouse CPU benchmark index`,
          value: lh.benchmarkIndex,
          unit: '',
          target: null,
        },
      );
    }
  } finally {
    await server.stop();
  }
  return figures;
}
