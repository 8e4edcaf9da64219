// The engine contract shared by the worker thread and the main thread: what a calculator engine
// receives and returns, how it refuses, and the outcome the worker sends back.
import type { RequestType } from '@podbor/contracts';

/** A document produced by an engine; stored in the file store under an internal name. */
export interface EngineFile {
  /** The name the user sees and downloads under, e.g. 'Подбор насоса.pdf'. */
  name: string;
  mime: string;
  data: Uint8Array;
}

export interface EngineResult {
  /** JSON-serialisable answer; becomes `response` of the request status record. */
  response: unknown;
  files?: EngineFile[];
}

/** The request a job belongs to, for what the documents print (e.g. «Подбор № 42 от …»). */
export interface JobRequest {
  id: number;
  /** ISO date-time the request was created. */
  created: string;
  /**
   * Whether to render documents: false for a guest's request, whose files nobody could download
   * (decision 0035; a guest's files used to fill the disk, about 485 KB a job).
   */
  documents: boolean;
  /**
   * The price list in force when the job started (decision 0046), for an engine that prices what it
   * offers (a calculator module with `priced`): prices in kopecks by article; `illustrative` while
   * it is the shipped list. Absent: no list was read (every price is the engine's proxy).
   */
  priceList?: JobPriceList;
}

/** The price list as a job carries it across the thread boundary. */
export interface JobPriceList {
  illustrative: boolean;
  /** The shipped file's or the imported file's name. */
  source: string;
  /** Kopecks by article. */
  items: Record<string, number>;
}

/**
 * A calculator engine. It runs INSIDE a worker thread, so it may compute and render documents
 * (PDF, PNG) for as long as the job time limit allows without blocking the server. `input` is the
 * form already validated on the main thread with the category's zod schema.
 */
export type Engine = (input: unknown, request: JobRequest) => Promise<EngineResult>;

/** Engines by request type; a registry module exports one of these as `engines`. */
export type EngineRegistry = Partial<Record<RequestType, Engine>>;

/**
 * Thrown by an engine for a refusal the user should read (e.g. 'Решений не найдено'), as opposed
 * to an unexpected error. The messages become the request's `error` (a string or a list).
 */
export class EngineRefusal extends Error {
  readonly engineRefusal = true;
  constructor(readonly messages: string | string[]) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
    this.name = 'EngineRefusal';
  }
}

/** Recognises a refusal even if the engine module loaded its own copy of this class. */
export function isEngineRefusal(e: unknown): e is EngineRefusal {
  return typeof e === 'object' && e !== null && (e as { engineRefusal?: unknown }).engineRefusal === true;
}

/** One job posted to the worker pool. */
export interface JobTask {
  type: RequestType;
  input: unknown;
  request: JobRequest;
}

/** What the worker answers; thrown errors never cross the thread boundary as such. */
export type WorkerOutcome =
  | { kind: 'done'; response: unknown; files: EngineFile[] }
  | { kind: 'refused'; error: string | string[] }
  | { kind: 'error'; message: string };
