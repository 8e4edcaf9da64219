// Which files of a calculation the cabinet lists, and under what name (portal §3 «History item»):
// names ending .pdf or .html, or with no extension; an extension-less name is given .pdf.
// The charts and pictures a calculation also stores (PNG, JPEG) belong to the calculator's page.

export interface CalcFileLink {
  /** 1-based number for the 'Файл N' label. */
  n: number;
  /** The name the file opens or saves under. */
  name: string;
  /** The download path the server gave (`/api/v1/files/{id}/{name}`). */
  path: string;
}

/** A short tail after the last dot, with something before it, counts as an extension. */
const extensionOf = (name: string): string | null => {
  const m = /^.*[^.]\.([A-Za-z0-9]{1,5})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : null;
};

/** Whether the spec shows a file of this name. */
export const isShownCalcFile = (name: string): boolean => {
  const ext = extensionOf(name);
  return ext === null || ext === 'pdf' || ext === 'html';
};

/** The name a shown file is opened under: an extension-less one gets .pdf. */
export const calcFileName = (name: string): string => (extensionOf(name) === null ? `${name}.pdf` : name);

/** The files to list, in the order the server gave them, numbered from 1. */
export const shownCalcFiles = (files: Readonly<Record<string, string>> | null | undefined): CalcFileLink[] =>
  Object.entries(files ?? {})
    .filter(([name]) => isShownCalcFile(name))
    .map(([name, path], i) => ({ n: i + 1, name: calcFileName(name), path }));
