// HTTP load for benchmarks: autocannon on loopback, with our own latency percentiles (autocannon
// reports no p95) and the non-2xx and error counts, so a run of error pages never passes as speed.
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './types';
import { percentile } from './stats';

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const host = new URL(opts.url).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host)) {
    throw new Error(`load: only loopback targets are allowed, not ${host}`);
  }
  const body =
    opts.body === undefined || typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  const headers = {
    ...(typeof opts.body === 'object' ? { 'content-type': 'application/json' } : {}),
    ...opts.headers,
  };
  const latencies: number[] = [];
  const instance = autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    ...(body === undefined ? {} : { body }),
    headers,
    connections: opts.connections ?? 50,
    duration: opts.durationSec ?? 5,
    timeout: 10,
    ...(opts.paths?.length
      ? {
          requests: [
            {
              setupRequest: (req: Record<string, unknown>) => ({
                ...req,
                path: opts.paths![Math.floor(Math.random() * opts.paths!.length)],
              }),
            },
          ],
        }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
