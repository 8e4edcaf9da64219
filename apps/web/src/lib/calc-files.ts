// What a calculation's files are called in the cabinet's 'Открыть' (portal §3 «History item», as
// changed by decision 0021): every file by its label ('Паспорт насоса', 'График H–Q') and the name it is
// saved under ('EVR 10-4 — Паспорт насоса.pdf'), the document first. An extension-less name gets .pdf.
import { calcFileDownloadName, calcFileTitle, type CalcType } from '@podbor/contracts';

export interface CalcFileLink {
  /** What the file is: its calculator's label for it ('График H–Q'), else its own name. */
  title: string;
  /** The name the file opens or saves under (the server's Content-Disposition gives the same). */
  name: string;
  /** The download path the server gave (`/api/v1/files/{id}/{name}`). */
  path: string;
}

/** A short tail after the last dot, with something before it, counts as an extension. */
const extensionOf = (name: string): string | null => {
  const m = /^.*[^.]\.([A-Za-z0-9]{1,5})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : null;
};

/** A document (listed first): names ending .pdf or .html, or with no extension (portal §3). */
export const isDocumentFile = (name: string): boolean => {
  const ext = extensionOf(name);
  return ext === null || ext === 'pdf' || ext === 'html';
};

/** The name a file is opened under: an extension-less one gets .pdf. */
export const calcFileName = (name: string): string => (extensionOf(name) === null ? `${name}.pdf` : name);

/** Whom a calculation's files are about and of which calculator: a history row's type and title. */
export interface CalcFilesOf {
  type: CalcType;
  /** The calculation's summary title (the pump model); null when it has none. */
  subject: string | null;
}

/**
 * Every file of a calculation, the documents first, then the rest (charts, pictures) in the
 * server's order; names starting with ~ are internal (calculators §2) and not listed.
 */
export const calcFileLinks = (
  files: Readonly<Record<string, string>> | null | undefined,
  of: CalcFilesOf,
): CalcFileLink[] => {
  const entries = Object.entries(files ?? {}).filter(([key]) => !key.startsWith('~'));
  return [
    ...entries.filter(([key]) => isDocumentFile(key)),
    ...entries.filter(([key]) => !isDocumentFile(key)),
  ].map(([key, path]) => {
    const name = calcFileName(key);
    return {
      title: calcFileTitle(of.type, key)?.label ?? name,
      name: calcFileDownloadName(of.type, of.subject, name).name,
      path,
    };
  });
};
