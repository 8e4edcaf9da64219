// The contract a calculator module implements to plug into the selection core: its type, the
// schemas from the registry's contracts, its engine (worker thread) and its own routes (main thread).
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { CalcType, HistorySummary, KpSolutionOffer } from '@podbor/contracts';
import type { Engine } from './engine';

/**
 * A calculator module (`modules/<calc>/calculator.ts`), listed once in src/calculators.ts. The
 * selection core reads these parts and imports no calculator: it answers
 * `POST /api/v1/search/{category}` for a module whose registry entry has a category, registers the
 * module's routes, and the worker threads run its engine (through src/engines.ts).
 *
 * Both code halves are loaded lazily, so each thread loads only its own: the main thread never
 * loads an engine (charts, PDF), a worker thread never loads routes.
 */
export interface CalculatorModule<T extends CalcType = CalcType> {
  type: T;
  /**
   * The job input checked on the main thread before a job is queued: the body of
   * `POST /api/v1/search/{category}` (calculatorContracts[type].formSchema).
   */
  formSchema: z.ZodType;
  /** What a request of this type stores and reopens the calculator with (calculatorContracts). */
  reopenInputs: z.ZodType;
  /** Loads the engine; called inside a worker thread only. */
  engine: () => Promise<Engine>;
  /**
   * Loads the module's own Fastify plugin (its extra routes and services, e.g. the pump calls),
   * registered encapsulated; every calculator route carries `requireCalcGrant` (calc-access/guard).
   */
  routes?: () => Promise<{ default: FastifyPluginAsync }>;
  /**
   * What a request of this type was, for the history's rows (main thread, cheap, never throws):
   * from its stored input and — once done — its response (null before; anything for a response
   * that does not read). The history search finds a request by the start of its `title`. Absent
   * or null: the row shows only the type.
   */
  describe?: (input: unknown, response: unknown) => HistorySummary | null;
  /**
   * What else the history search finds a request of this type by (main thread, cheap, never
   * throws): from its stored input and — once done — its response, every offered model's name and
   * article (all solutions, sets or pumps, not only the best). Unfolded; the core folds them and
   * adds the summary title. A term is found by its start ('CLH 100S' by 'clh 10').
   */
  searchTerms?: (input: unknown, response: unknown) => string[];
  /**
   * Its engine prices what it offers: each job carries the price list in force (JobRequest.priceList,
   * read on the main thread when the job starts — a worker thread never reads the database).
   */
  priced?: true;
  /**
   * The solutions a done request offers, as its result page names them (article and name): what a
   * КП request may ask about (decision 0046). Cheap, never throws; [] for a response that does not read.
   */
  solutions?: (response: unknown) => KpSolutionOffer[];
  /**
   * Files its result lists under another name than the one the file store keeps (which has no
   * folders): stored name → listed name, e.g. the DCU's '3d.png' → 'Images/3d.png' (calculators §3).
   * Applied whenever files are listed, so results stored under the old name list the new one too.
   */
  listedFiles?: Readonly<Record<string, string>>;
}

/** The calculator modules by type; a calculator not built yet has none (its category answers 404). */
export type CalculatorModules = { readonly [T in CalcType]?: CalculatorModule<T> };

/** The modules of a CalculatorModules table, in its order. */
export const calculatorModuleList = (modules: CalculatorModules): CalculatorModule[] =>
  Object.values(modules) as CalculatorModule[];
