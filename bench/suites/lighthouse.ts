// The first load on a phone, as Lighthouse measures it (mobile preset: a mid-range phone on slow 4G,
// simulated), in the system Chromium against the built server: the home page and a calculator page
// (the pump page /aquastrong). Median of 3 runs each, the machine being shared. Targets: performance
// ≥ 90 and largest contentful paint ≤ 2.5 s (the Core Web Vitals 'good' line); the bytes the home
// page transfers (compressed, as they travel) are held under 300 KB. The CPU benchmark index is
// printed beside them: Lighthouse slows the CPU 4× whatever the machine, so on a machine other work
// keeps busy (an index far below ~1000) the scores read lower than a phone would see (decision 0023).
import fs from 'node:fs';
import { CHROMIUM, lighthouseMobile } from '../lib/lighthouse';
import type { BenchContext, Figure } from '../lib/types';

const RUNS = 3;
const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'pump page', path: '/aquastrong' },
];

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
  const server = await ctx.startServer();
  const figures: Figure[] = [];
  try {
    for (const page of PAGES) {
      const lh = await lighthouseMobile(`${server.baseUrl}${page.path}`, RUNS, ctx.log);
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
