// Comments on objects and projects: author, date, text and an optional file kept in the file store
// under an internal name (the user's name is metadata), downloadable by its owner only.
import type { FastifyBaseLogger } from 'fastify';
import {
  apiMessages,
  cabinetLimits,
  cabinetMessages,
  commentFields,
  commentFileTypes,
  type CommentItem,
  type CommentListQuery,
  type CommentListResponse,
  type SuccessResponse,
} from '@podbor/contracts';
import type { Db } from '../../db/database';
import { AppError, badRequest, fieldErrors, notFound } from '../../http/errors';
import type { AuthService } from '../auth/service';
import { cleanFileName, downloadPath, type FileRow, type FileStore } from '../selection/file-store';
import { toDateTime } from './dates';
import { createCabinetRepository, type CabinetRepository, type CommentRow } from './repository';

/** What a comment hangs on, as the path names it. */
export interface CommentTarget {
  kind: 'object' | 'project';
  id: number;
}

/** A comment form as the routes read it (multipart): its text fields and at most one file. */
export interface CommentForm {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

/** Leading bytes a binary file of each type starts with; text types are not checked. */
const signatures: Partial<Record<keyof typeof commentFileTypes, (b: Buffer) => boolean>> = {
  pdf: (b) => b.subarray(0, 1024).includes('%PDF-'),
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  docx: (b) => b.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')),
  xlsx: (b) => b.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')),
  doc: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  xls: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  dwg: (b) => /^AC\d{4}/.test(b.subarray(0, 6).toString('latin1')),
};

/**
 * Checks an attached file: an allowed extension, not empty, within the size limit, and a binary
 * format's signature. Answers the cleaned name and the type it is stored and served with.
 */
export function checkCommentFile(name: string, data: Buffer): { name: string; mime: string } {
  const clean = cleanFileName(name);
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if (!Object.hasOwn(commentFileTypes, ext))
    throw badRequest(cabinetMessages.fileType, { file: cabinetMessages.fileType });
  const type = ext as keyof typeof commentFileTypes;
  if (data.byteLength === 0) throw badRequest(cabinetMessages.fileEmpty, { file: cabinetMessages.fileEmpty });
  if (data.byteLength > cabinetLimits.fileMaxBytes)
    throw new AppError(413, cabinetMessages.fileTooLarge, { fields: { file: cabinetMessages.fileTooLarge } });
  const signed = signatures[type];
  if (signed && !signed(data))
    throw badRequest(cabinetMessages.fileContent, { file: cabinetMessages.fileContent });
  return { name: clean, mime: commentFileTypes[type] };
}

export class CommentService {
  private readonly repo: CabinetRepository;

  constructor(
    private readonly deps: { database: Db; files: FileStore; auth: AuthService; log: FastifyBaseLogger },
  ) {
    this.repo = createCabinetRepository(deps.database.db);
  }

  async list(userId: number, target: CommentTarget, query: CommentListQuery): Promise<CommentListResponse> {
    const where = await this.resolve(userId, target);
    const { count, rows } = await this.repo.listComments(
      where,
      query.offset ?? 0,
      query.limit ?? cabinetLimits.pageMax,
    );
    return { result: await this.items(userId, rows), count };
  }

  create(userId: number, target: CommentTarget, form: CommentForm): Promise<CommentItem> {
    return this.write(userId, userId, target, form);
  }

  /**
   * A manager's comment on a customer's object (the kp module's console): stored under the object's
   * owner, the upload counted to the manager's quota. Answers the owner, whom the caller tells.
   */
  async createOnCustomerObject(
    managerId: number,
    objectId: number,
    form: CommentForm,
  ): Promise<{ item: CommentItem; owner: { userId: number; objectName: string } }> {
    const row = await this.repo.objectOwner(objectId);
    if (!row) throw notFound(cabinetMessages.objectNotFound);
    const item = await this.write(managerId, row.user_id, { kind: 'object', id: objectId }, form);
    return { item, owner: { userId: row.user_id, objectName: row.name } };
  }

  /** A comment by `userId` on an object or project of `ownerId` (the owner, or a manager). */
  private async write(
    userId: number,
    ownerId: number,
    target: CommentTarget,
    form: CommentForm,
  ): Promise<CommentItem> {
    const parsed = commentFields.safeParse(form.fields);
    if (!parsed.success) {
      throw badRequest(apiMessages.validation, fieldErrors(parsed.error.issues));
    }
    const text = parsed.data.comment ?? '';
    if (text === '' && !form.file)
      throw badRequest(cabinetMessages.commentEmpty, { comment: cabinetMessages.commentEmpty });
    const where = await this.resolve(ownerId, target);
    const file = form.file
      ? { ...checkCommentFile(form.file.name, form.file.data), data: form.file.data }
      : null;
    const { files, database } = this.deps;
    // The author's quota, counted under the author's lock when the row is stored (decision 0041).
    const upload = file && {
      name: file.name,
      mime: file.mime,
      data: file.data,
      ownerUserId: userId,
      quotaBytes: cabinetLimits.filesQuotaBytes,
    };
    const row = await files.withUpload(upload, (store) =>
      database.db.transaction().execute(async (trx) => {
        const stored = await store(trx);
        const inserted = await this.repo.insertComment(trx, {
          userId,
          ownerId,
          target: where.projectId === null ? { objectId: where.objectId } : { projectId: where.projectId },
          text,
          fileId: stored?.id ?? null,
          now: new Date().toISOString(),
        });
        // Deleted meanwhile: roll the file row back too.
        if (!inserted)
          throw notFound(
            target.kind === 'object' ? cabinetMessages.objectNotFound : cabinetMessages.projectNotFound,
          );
        return inserted;
      }),
    );
    const [item] = await this.items(userId, [row]);
    return item!;
  }

  /** The caller's own comment, with its file. */
  async remove(userId: number, id: number): Promise<SuccessResponse> {
    const comment = await this.repo.findOwnComment(userId, id);
    if (!comment) throw notFound(cabinetMessages.commentNotFound);
    const blobs = await this.deps.database.db.transaction().execute(async (trx) => {
      if (!(await this.repo.deleteComment(trx, id))) return null;
      return comment.file_id === null ? [] : this.deps.files.deleteRows(trx, { ids: [comment.file_id] });
    });
    if (blobs === null) throw notFound(cabinetMessages.commentNotFound);
    const left = await this.deps.files.removeBlobs(blobs);
    if (left.length > 0) this.deps.log.warn({ left }, 'blob of a deleted comment not removed');
    return { success: true };
  }

  /** The object (and project) a path names, if it is the user's. */
  private async resolve(
    userId: number,
    target: CommentTarget,
  ): Promise<{ objectId: number; projectId: number | null }> {
    if (target.kind === 'object') {
      const objectId = target.id;
      if (!(await this.repo.objectExists(userId, objectId))) throw notFound(cabinetMessages.objectNotFound);
      return { objectId, projectId: null };
    }
    const project = await this.repo.projectRef(userId, target.id);
    if (!project) throw notFound(cabinetMessages.projectNotFound);
    return { objectId: project.object_id, projectId: project.id };
  }

  private async items(userId: number, rows: readonly CommentRow[]): Promise<CommentItem[]> {
    const fileIds = rows.flatMap((r) => (r.file_id === null ? [] : [r.file_id]));
    const [files, names] = await Promise.all([
      this.deps.files.findMany(fileIds),
      this.deps.auth.displayNames(rows.map((r) => r.user_id)),
    ]);
    const fileById = new Map<number, FileRow>(files.map((f) => [f.id, f]));
    return rows.map((r) => {
      const f = r.file_id === null ? undefined : fileById.get(r.file_id);
      return {
        id: r.id,
        author: names.get(r.user_id) ?? '',
        date: toDateTime(r.created),
        comment: r.text,
        file: f ? { id: f.id, name: f.file_name, size: f.size, mime: f.mime, path: downloadPath(f) } : null,
        own: r.user_id === userId,
      };
    });
  }
}
