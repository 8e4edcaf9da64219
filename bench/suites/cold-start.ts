// Cold start: from spawning the built server to the first 200 from /readyz, with a fresh DATA_DIR
// (so migrations run) each time; the median of three starts. Target ≤ 3 s.
import type { BenchContext, Figure } from '../lib/types';
import { median } from '../lib/stats';

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await ctx.startServer();
    times.push(server.startupMs / 1000);
    await server.stop();
  }
  return [{ name: 'cold start to /readyz (median of 3)', value: median(times), unit: 's', target: '≤ 3' }];
}
