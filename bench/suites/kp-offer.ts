// A commercial offer of 50 lines composed (kopeck sums, VAT) and rendered as its Cyrillic PDF, in
// process, as the job does it (issue 31: ≤ 500 ms). Run alone: npx tsx bench/suites/kp-offer.ts
import { fileURLToPath } from 'node:url';
import { renderOfferPdf } from '../../apps/server/src/modules/kp/offer-pdf';
import { fiftyLines } from '../../apps/server/test/fixtures/offer-fifty-lines';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

const RUNS = 20;

export default async function run(): Promise<Figure[]> {
  await renderOfferPdf(fiftyLines()); // the fonts are parsed once per process, as in a worker
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const pdf = await renderOfferPdf(fiftyLines());
    times.push(performance.now() - started);
    if (pdf.byteLength < 1000) throw new Error('the offer PDF is empty: the bench measures nothing');
  }
  return [
    {
      name: 'kp offer: 50 lines composed and rendered p95',
      value: percentile(times, 95),
      unit: 'ms',
      target: '≤ 500',
    },
    {
      name: 'kp offer: 50 lines composed and rendered p50',
      value: percentile(times, 50),
      unit: 'ms',
      target: null,
    },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
