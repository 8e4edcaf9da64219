// The words every generated document shares (the server's document kit prints them): the request
// line, the page numbers, the footer and the illustrative-data warning.

export const documentLabels = {
  /** The product name in every footer. */
  brand: 'podbor',
  /** The request's number, as the PDF's subject and the start of the request line. */
  request: (id: number) => `Подбор № ${id}`,
  /** 'Подбор № 42 от 25.11.2026 14:03 МСК': `when` is already formatted (see `moscowSuffix`). */
  requestLine: (id: number, when: string) => `Подбор № ${id} от ${when}`,
  /** Times are printed in Moscow time and say so: the portal's users are in Russia. */
  moscowSuffix: 'МСК',
  /** The page number at the foot of every page. */
  pageNumber: (page: number, pages: number) => `стр. ${page} из ${pages}`,
  /**
   * The framed warning under a document's heading when the catalogue is sample data: the catalogue's
   * own note, then what to check before ordering (`checkAgainst`: 'паспортом насоса', …).
   */
  illustrativeWarning: (note: string, checkAgainst: string) =>
    `${note}. Характеристики каталога приведены для примера; перед заказом сверьте их с ${checkAgainst}.`,
} as const;
