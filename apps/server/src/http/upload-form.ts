// A multipart form of text fields and at most one file (cabinet comments, КП requests and offers):
// read with the caller's limits; the plugin's limit errors become Russian refusals.
import type { FastifyRequest } from 'fastify';
import { cabinetLimits, cabinetMessages } from '@podbor/contracts';
import { AppError, badRequest } from './errors';

export interface UploadForm {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

export interface UploadFormOptions {
  limits: { fileSize: number; files: number; fields: number; parts: number; fieldSize: number };
  /** The answer (415) to a body that is not multipart/form-data. */
  multipartRequired: string;
  /** The answer (413) to a file over `limits.fileSize`. */
  fileTooLarge: string;
}

/** A comment form (cabinet comments, a КП request's text): one text field and at most one file. */
export const commentFormLimits = {
  fileSize: cabinetLimits.fileMaxBytes,
  files: 1,
  fields: 4,
  parts: 5,
  // The text is at most 2000 characters: 4 bytes each at worst.
  fieldSize: cabinetLimits.commentMax * 4,
};

/** Reads the form; a text field over `fieldSize` is refused with the comment length message. */
export async function readUploadForm(req: FastifyRequest, o: UploadFormOptions): Promise<UploadForm> {
  if (!req.isMultipart()) throw new AppError(415, o.multipartRequired);
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of req.parts({ limits: o.limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw badRequest(cabinetMessages.unknownPart, { [part.fieldname]: cabinetMessages.unknownPart });
        form.file = { name: part.filename, data: await part.toBuffer() };
      } else {
        if (part.valueTruncated)
          throw badRequest(cabinetMessages.commentMax, { [part.fieldname]: cabinetMessages.commentMax });
        if (Object.hasOwn(form.fields, part.fieldname))
          throw badRequest(cabinetMessages.unknownPart, { [part.fieldname]: cabinetMessages.unknownPart });
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    switch ((e as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, o.fileTooLarge, {
          fields: { file: o.fileTooLarge },
        });
      case 'FST_FILES_LIMIT':
        throw badRequest(cabinetMessages.oneFile, { file: cabinetMessages.oneFile });
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_PROTO_VIOLATION':
        throw badRequest(cabinetMessages.unknownPart);
      default:
        // A malformed body (busboy: "Unexpected end of form", "Malformed part header"…).
        if (e instanceof Error && !('statusCode' in e && Number(e.statusCode) >= 500)) {
          req.log.info({ err: e }, 'malformed multipart form');
          throw badRequest(o.multipartRequired);
        }
        throw e;
    }
  }
  return form;
}
