// The one check of a file a user attaches (a comment, a КП request, a chat message): the server's
// own types, size and words (contracts cabinet.ts), said before the upload.
import { cabinetLimits, cabinetMessages, commentFileTypes } from '@podbor/contracts';

/** The `accept` of a file input: every extension the server takes. */
export const attachmentAccept = Object.keys(commentFileTypes)
  .map((ext) => `.${ext}`)
  .join(',');

/** The server's refusal of a file, said before the upload; null when the file may go. */
export const attachmentProblem = (file: File): string | null => {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!ext || !Object.hasOwn(commentFileTypes, ext)) return cabinetMessages.fileType;
  if (file.size === 0) return cabinetMessages.fileEmpty;
  if (file.size > cabinetLimits.fileMaxBytes) return cabinetMessages.fileTooLarge;
  return null;
};
