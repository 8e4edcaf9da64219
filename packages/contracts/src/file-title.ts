// What a calculation's file is called: a leaf of the package, so the registry's contracts, the
// documents' labels and each calculator's documents can name it without importing one another.

/** What a calculation's file is, by its API key. */
export interface CalcFileTitle {
  /** In lists: 'Паспорт насоса', 'График H–Q'. */
  label: string;
  /** In the saved file's name, after the subject: 'Паспорт насоса', 'H-Q'. */
  title: string;
  /** The title where only ASCII is understood (Content-Disposition's fallback): 'datasheet'. */
  ascii: string;
}
