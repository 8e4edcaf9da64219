// Download throughput for large answers. autocannon parses bodies in JavaScript and measured a
// 5 MB file at a quarter of what a plain client receives, so large files are timed with node:http
// on kept-alive sockets, bodies counted and dropped (never gathered).
import http from 'node:http';

export interface DownloadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Parallel downloads (default 4). */
  connections?: number;
  /** Length of the run, s (default 5). */
  durationSec?: number;
  /** Every answer must be 200 with exactly this many bytes. */
  expectBytes: number;
}

export interface DownloadResult {
  /** Bytes received per second over the run, MB/s (MiB). */
  mbps: number;
  downloads: number;
}

/** GETs `url` over and over on `connections` sockets for `durationSec`; throws on a wrong answer. */
export async function downloadThroughput(opts: DownloadOptions): Promise<DownloadResult> {
  const connections = opts.connections ?? 4;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(opts.url, { agent, headers: opts.headers }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.byteLength));
        res.on('end', () =>
          res.statusCode === 200 && bytes === opts.expectBytes
            ? resolve(bytes)
            : reject(new Error(`download: ${res.statusCode}, ${bytes} bytes of ${opts.expectBytes}`)),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const started = performance.now();
  const until = started + (opts.durationSec ?? 5) * 1000;
  let bytes = 0;
  let downloads = 0;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          bytes += await once();
          downloads++;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  return { mbps: bytes / 1024 / 1024 / seconds, downloads };
}
