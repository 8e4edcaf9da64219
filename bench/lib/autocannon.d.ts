// The part of autocannon's programmatic API that bench/lib/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    timeout?: number;
    /** Each request's shape, cycled; setupRequest may change the request before it is sent. */
    requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      cb: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void;
    stop(): void;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
