// The zod half of the calculator registry: per calculator the form schema (the same one validates
// the form in the browser, the URL and the request on the server), the inputs that reopen it and
// what its files are called.
import { z } from 'zod';
import { calcNames, calcTypes, calculatorList, searchCategories, type CalcType } from './calculators';
import { dcuForm, dcuReopenInputs } from './dcu';
import { dcuDocumentLabels } from './dcu-documents';
import { heatDocumentLabels } from './heat-documents';
import { cleverForm, rtoForm } from './heat-exchangers';
import { pumpDocumentLabels } from './pump-documents';
import { pumpForm } from './pump-form';
import { pumpFilesJob } from './pump-selection';
import { stationForm, stationInputs } from './stations';
import type { CalcFileTitle } from './file-title';

export const calcType = z.enum(calcTypes);
export const calcName = z.enum(calcNames);
export const searchCategory = z.enum(searchCategories);

export interface CalculatorContract {
  /**
   * The calculator's form: what the page edits and, for a calculator with a search category, the
   * body of `POST /api/v1/search/{category}`. Null while the calculator is not built.
   */
  formSchema: z.ZodType | null;
  /**
   * What a selection request of this type stores as its input and what reopens the calculator
   * with it (a project's 'edit' icon): for most calculators the form itself. Null while the
   * calculator is not built (its history items then reopen the empty calculator).
   */
  reopenInputs: z.ZodType | null;
  /**
   * What a calculation's file is called by its API key (the cabinet's 'Открыть', the name a download
   * saves under; documents.ts `calcFileTitle`), from the calculator's `<calc>-documents.ts`; without
   * it, or when it answers null, a file shows its own name.
   */
  fileTitle?: (key: string) => CalcFileTitle | null;
}

/** Form and reopen schemas and file titles by type; a calculator adds its own here when it lands. */
export const calculatorContracts = {
  pump: { formSchema: pumpForm, reopenInputs: pumpFilesJob, fileTitle: pumpDocumentLabels.fileTitle },
  station: { formSchema: stationForm, reopenInputs: stationInputs },
  dcu: { formSchema: dcuForm, reopenInputs: dcuReopenInputs, fileTitle: dcuDocumentLabels.fileTitle },
  clever: { formSchema: cleverForm, reopenInputs: cleverForm, fileTitle: heatDocumentLabels.fileTitle },
  rto: { formSchema: rtoForm, reopenInputs: rtoForm, fileTitle: heatDocumentLabels.fileTitle },
} as const satisfies Record<CalcType, CalculatorContract>;

type Contracts = typeof calculatorContracts;
type InputsOf<T extends CalcType> = Contracts[T]['reopenInputs'] extends z.ZodType
  ? z.infer<Contracts[T]['reopenInputs']>
  : never;

/** A calculation's reopen inputs, by its type. */
export type ReopenInputs<T extends CalcType = CalcType> = { [K in T]: InputsOf<K> }[T];

const reopenSchemas = calculatorList.flatMap((c) => {
  const schema = calculatorContracts[c.type].reopenInputs;
  return schema ? [schema] : [];
}) as unknown as [z.ZodType<ReopenInputs>, ...z.ZodType<ReopenInputs>[]];

/** Every calculator's reopen inputs (the cabinet's history item `inputs`). */
export const reopenInputsSchema: z.ZodType<ReopenInputs> =
  reopenSchemas.length === 1 ? reopenSchemas[0] : z.union(reopenSchemas);

/** Reads a stored input of a request type as its reopen inputs; null when it no longer reads. */
export function readReopenInputs<T extends CalcType>(type: T, input: unknown): ReopenInputs<T> | null {
  const schema = calculatorContracts[type].reopenInputs as z.ZodType | null;
  if (!schema) return null;
  const parsed = schema.safeParse(input);
  return parsed.success ? (parsed.data as ReopenInputs<T>) : null;
}
