// The rules of КП requests: what a customer may ask about (their own objects, projects and finished
// calculations, copied into the request), the status workflow (decision 0033), the manager's comments
// and offers, and who hears of it (the NotifyPort).
import type { FastifyBaseLogger } from 'fastify';
import {
  apiMessages,
  cabinetLimits,
  cabinetMessages,
  kpCreateFields,
  kpLimits,
  kpMessages,
  kpSnapshot,
  kpStatusColors,
  kpStatusLabels,
  kpStatuses,
  kpTransitions,
  type CommentFile,
  type CommentItem,
  type HistoryItem,
  type KpCommentRequest,
  type KpCustomer,
  type KpDetail,
  type KpEditRequest,
  type KpEvent,
  type KpItem,
  type KpListRequest,
  type KpListResponse,
  type KpLive,
  type KpQueueRequest,
  type KpSnapshot,
  type KpSolutionChoice,
  type KpSolutionPart,
  type KpSolutionsResponse,
  type KpStatus,
  type KpStatusRequest,
} from '@podbor/contracts';
import type { Db } from '../../db/database';
import { AppError, badRequest, fieldErrors, notFound } from '../../http/errors';
import type { UploadForm } from '../../http/upload-form';
import type { AuthService } from '../auth/service';
import { checkCommentFile, type CommentService } from '../cabinet/comments';
import { dayRange, toDateTime } from '../cabinet/dates';
import { searchKey } from '../../db/query';
import type { CabinetService } from '../cabinet/service';
import type { SelectionService } from '../selection/service';
import { downloadPath, type FileRow, type FileStore } from '../selection/file-store';
import type { NotifyPort } from './notify-port';
import { createKpRepository, type KpFilter, type KpRepository, type KpRow } from './repository';

export interface KpDeps {
  database: Db;
  files: FileStore;
  cabinet: CabinetService;
  /** The stored responses of calculations (a chosen solution is checked against its own). */
  selection: Pick<SelectionService, 'responseOf' | 'solutionsOf'>;
  comments: CommentService;
  auth: AuthService;
  notify: NotifyPort;
  log: FastifyBaseLogger;
}

/** 'YYYY-MM-DD…' → 'dd.mm.yyyy' (spec §3 date_send). */
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const fileOf = (f: FileRow | undefined, path?: string): CommentFile | null =>
  f ? { id: f.id, name: f.file_name, size: f.size, mime: f.mime, path: path ?? downloadPath(f) } : null;

/** Whether `article` is a string value anywhere in a calculation's stored response. */
export function producedArticle(response: unknown, article: string): boolean {
  const stack: unknown[] = [response];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.trim() === article) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v));
  }
  return false;
}

/** The folded text the search looks in: object, projects, calculations and their solutions, comment. */
const searchText = (snapshot: KpSnapshot, comment: string) =>
  searchKey(
    [
      snapshot.object?.name ?? '',
      ...snapshot.projects.map((p) => p.name),
      ...snapshot.calculations.flatMap((c) => [
        c.summary?.title ?? '',
        ...(c.solution ? [c.solution.name, c.solution.article] : []),
      ]),
      comment,
    ].join('\n'),
  );

/** The offer: a PDF within the size limit, by its signature. */
export function checkOfferFile(name: string, data: Buffer): void {
  if (!/\.pdf$/i.test(name.trim()) || !data.subarray(0, 1024).includes('%PDF-'))
    throw badRequest(kpMessages.offerType, { file: kpMessages.offerType });
  if (data.byteLength > kpLimits.offerMaxBytes)
    throw new AppError(413, kpMessages.offerTooLarge, { fields: { file: kpMessages.offerTooLarge } });
}

export class KpService {
  private readonly repo: KpRepository;

  constructor(private readonly deps: KpDeps) {
    this.repo = createKpRepository(deps.database.db);
  }

  // ---------------------------------------------------------------- customer

  async create(userId: number, form: UploadForm): Promise<KpDetail> {
    const parsed = kpCreateFields.safeParse(form.fields);
    if (!parsed.success) throw badRequest(apiMessages.validation, fieldErrors(parsed.error.issues));
    const f = parsed.data;
    const snapshot = await this.snapshotOf(userId, f);
    const file = form.file
      ? { ...checkCommentFile(form.file.name, form.file.data), data: form.file.data }
      : null;

    const { files, database } = this.deps;
    // The customer's file counts to their quota, as comment files do (decision 0041).
    const upload = file && {
      name: file.name,
      mime: file.mime,
      data: file.data,
      ownerUserId: userId,
      quotaBytes: cabinetLimits.filesQuotaBytes,
    };
    const now = new Date().toISOString();
    const key = searchText(snapshot, f.comment ?? '');
    const row: KpRow = await files.withUpload(upload, (store) =>
      database.db.transaction().execute(async (trx) => {
        const stored = await store(trx);
        const inserted = await this.repo.insert(trx, {
          user_id: userId,
          object_id: snapshot.object?.id ?? null,
          project_id: f.project_id ?? null,
          object_name: snapshot.object?.name ?? '',
          comment: f.comment ?? '',
          status: 'new',
          snapshot: JSON.stringify(snapshot),
          calc_ids: JSON.stringify(snapshot.calculations.map((c) => c.request_id)),
          search_key: key,
          file_id: stored?.id ?? null,
          offer_file_id: null,
          manager_comment: null,
          created: now,
          updated: now,
        });
        await this.repo.insertEvent(trx, {
          kp_id: inserted.id,
          user_id: userId,
          kind: 'created',
          from_status: null,
          to_status: 'new',
          text: null,
          created: now,
        });
        return inserted;
      }),
    );
    const customer = (await this.deps.auth.displayNames([userId])).get(userId);
    await this.tellManagers(
      `Новый запрос КП №\u00a0${row.id}${customer ? ` от ${customer}` : ''}`,
      `/manager?id=${row.id}`,
    );
    return this.detail(row, false);
  }

  async list(userId: number, req: KpListRequest): Promise<KpListResponse> {
    return this.page({ ...this.filter(req, kpLimits.customerPage), userId, ...this.scope(req) }, false);
  }

  async read(userId: number, id: number): Promise<KpDetail> {
    const row = await this.repo.find(id, userId);
    if (!row) throw notFound(kpMessages.notFound);
    return this.detail(row, false);
  }

  /** The offer of the customer's own request. */
  async offerFile(userId: number, id: number): Promise<FileRow> {
    const row = await this.repo.find(id, userId);
    if (!row) throw notFound(kpMessages.notFound);
    const file = row.offer_file_id === null ? undefined : await this.deps.files.find(row.offer_file_id);
    if (!file) throw notFound(kpMessages.offerMissing);
    return file;
  }

  /** The solutions of the customer's own calculations to choose from; another's or a missing one: 404. */
  async solutions(userId: number, ids: readonly number[]): Promise<KpSolutionsResponse> {
    const own = await this.deps.cabinet.calculations(userId, ids);
    if (new Set(own.map((c) => c.request_id)).size !== new Set(ids).size)
      throw notFound(cabinetMessages.calcNotFound);
    const result = [];
    for (const id of ids)
      result.push({
        request_id: id,
        // Named as the customer chooses them; the parts stay the server's (the offer draft's prices).
        solutions: ((await this.deps.selection.solutionsOf(userId, id)) ?? []).map(({ article, name }) => ({
          article,
          name,
        })),
      });
    return { result };
  }

  /**
   * The customer's change while the request is «Новый»: the comment and the chosen solutions'
   * quantities. Checked against the status in the same UPDATE: once a manager moved it, 409.
   */
  async edit(userId: number, id: number, req: KpEditRequest): Promise<KpDetail> {
    const row = await this.repo.find(id, userId);
    if (!row) throw notFound(kpMessages.notFound);
    this.mustBeNew(row.status);
    if ((req.comment === undefined || req.comment === null) && !req.quantities?.length)
      throw badRequest(kpMessages.nothingToEdit, { comment: kpMessages.nothingToEdit });
    const snapshot = kpSnapshot.parse(JSON.parse(row.snapshot));
    const changes: string[] = [];
    for (const q of req.quantities ?? []) {
      const calc = snapshot.calculations.find((c) => c.request_id === q.request_id);
      if (!calc)
        throw badRequest(kpMessages.calcNotInRequest(q.request_id), {
          quantities: kpMessages.calcNotInRequest(q.request_id),
        });
      if (!calc.solution)
        throw badRequest(kpMessages.noSolution(q.request_id), {
          quantities: kpMessages.noSolution(q.request_id),
        });
      if (calc.solution.quantity !== q.quantity) {
        changes.push(`${calc.solution.name}: ${calc.solution.quantity} → ${q.quantity} шт.`);
        calc.solution = { ...calc.solution, quantity: q.quantity };
      }
    }
    const comment = req.comment ?? row.comment;
    if (comment !== row.comment) changes.push('комментарий');
    if (changes.length === 0) return this.detail(row, false);
    const now = new Date().toISOString();
    const done = await this.deps.database.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('kp_request')
        .set({
          comment,
          snapshot: JSON.stringify(snapshot),
          search_key: searchText(snapshot, comment),
          updated: now,
        })
        .where('id', '=', row.id)
        .where('user_id', '=', userId)
        .where('status', '=', 'new')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await this.repo.insertEvent(trx, {
        kp_id: row.id,
        user_id: userId,
        kind: 'edited',
        from_status: null,
        to_status: null,
        text: `Изменено: ${changes.join('; ')}`,
        created: now,
      });
      return true;
    });
    if (!done) await this.changedMeanwhile(userId, id);
    await this.tellManagers(
      `Запрос КП №\u00a0${row.id} изменён клиентом: ${changes.join('; ')}`,
      `/manager?id=${row.id}`,
    );
    return this.read(userId, id);
  }

  /** Withdraws a «Новый» request: it goes with its timeline and the customer's attachment. */
  async withdraw(userId: number, id: number): Promise<void> {
    const row = await this.repo.find(id, userId);
    if (!row) throw notFound(kpMessages.notFound);
    this.mustBeNew(row.status);
    const { database, files } = this.deps;
    const blobs = await database.db.transaction().execute(async (trx) => {
      const res = await trx
        .deleteFrom('kp_request')
        .where('id', '=', row.id)
        .where('user_id', '=', userId)
        .where('status', '=', 'new')
        .executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) return null;
      return row.file_id === null ? [] : files.deleteRows(trx, { ids: [row.file_id] });
    });
    if (blobs === null) await this.changedMeanwhile(userId, id);
    await files.removeBlobs(blobs ?? []);
    await this.tellManagers(`Запрос КП №\u00a0${row.id} отозван клиентом`, '/manager');
  }

  /** 409 unless the request is «Новый»: a manager has taken it up. */
  private mustBeNew(status: string): void {
    if (status !== 'new') throw new AppError(409, kpMessages.notNew(kpStatusLabels[status as KpStatus]));
  }

  /** The guarded write found the request no longer «Новый» (or gone): say what it is now. */
  private async changedMeanwhile(userId: number, id: number): Promise<never> {
    const fresh = await this.repo.find(id, userId);
    if (!fresh) throw notFound(kpMessages.notFound);
    this.mustBeNew(fresh.status);
    throw new AppError(409, kpMessages.notNew(kpStatusLabels.in_work));
  }

  // ---------------------------------------------------------------- manager

  queue(req: KpQueueRequest): Promise<KpListResponse> {
    return this.page(
      { ...this.filter(req, kpLimits.queuePage), ...(req.customer_id ? { userId: req.customer_id } : {}) },
      true,
    );
  }

  async customers(): Promise<KpCustomer[]> {
    const ids = await this.repo.customerIds();
    const contacts = await this.deps.auth.namesAndPhones(ids);
    return [...contacts].map(([id, c]) => ({ id, ...c })).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }

  async managerRead(id: number): Promise<KpDetail> {
    return this.detail(await this.managerRow(id), true);
  }

  async setStatus(managerId: number, id: number, req: KpStatusRequest): Promise<KpDetail> {
    const row = await this.managerRow(id);
    const from = row.status as KpStatus;
    const to = req.status;
    if (from === to) throw badRequest(kpMessages.sameStatus, { status: kpMessages.sameStatus });
    if (!kpTransitions[from].includes(to))
      throw new AppError(409, kpMessages.transition(kpStatusLabels[from], kpStatusLabels[to]), {
        fields: { status: kpMessages.transition(kpStatusLabels[from], kpStatusLabels[to]) },
      });
    if (to === 'ready' && row.offer_file_id === null)
      throw new AppError(409, kpMessages.offerRequired, { fields: { status: kpMessages.offerRequired } });
    const comment = req.comment ?? '';
    const now = new Date().toISOString();
    const done = await this.deps.database.db.transaction().execute(async (trx) => {
      if (!(await this.repo.setStatus(trx, row.id, from, to, now))) return false;
      await this.repo.insertEvent(trx, {
        kp_id: row.id,
        user_id: managerId,
        kind: 'status',
        from_status: from,
        to_status: to,
        text: null,
        created: now,
      });
      if (comment !== '') await this.addComment(trx, row.id, managerId, comment, now);
      return true;
    });
    // Changed by someone else meanwhile: answer what it is now, as a conflict.
    if (!done) {
      const fresh = await this.managerRow(id);
      const msg = kpMessages.transition(kpStatusLabels[fresh.status as KpStatus], kpStatusLabels[to]);
      throw new AppError(409, msg, { fields: { status: msg } });
    }
    // One action, one notification (issue 33 item 10): a comment given with the change is named in it.
    await this.tell(
      row.user_id,
      'kp-status',
      `Запрос КП №\u00a0${row.id}: статус «${kpStatusLabels[to]}»${comment !== '' ? ', комментарий менеджера' : ''}`,
      row.id,
    );
    return this.managerRead(id);
  }

  async comment(managerId: number, id: number, req: KpCommentRequest): Promise<KpDetail> {
    const row = await this.managerRow(id);
    const now = new Date().toISOString();
    await this.deps.database.db
      .transaction()
      .execute((trx) => this.addComment(trx, row.id, managerId, req.comment, now));
    await this.tell(row.user_id, 'kp-comment', `Запрос КП №\u00a0${row.id}: комментарий менеджера`, row.id);
    return this.managerRead(id);
  }

  async uploadOffer(managerId: number, id: number, form: UploadForm): Promise<KpDetail> {
    const row = await this.managerRow(id);
    if (Object.keys(form.fields).length > 0)
      throw badRequest(
        cabinetMessages.unknownPart,
        Object.fromEntries(Object.keys(form.fields).map((k) => [k, cabinetMessages.unknownPart])),
      );
    if (!form.file) throw badRequest(kpMessages.fileRequired, { file: kpMessages.fileRequired });
    checkOfferFile(form.file.name, form.file.data);
    const { files, database } = this.deps;
    const now = new Date().toISOString();
    const offer = {
      name: form.file.name,
      mime: 'application/pdf',
      data: form.file.data,
      ownerUserId: managerId,
    };
    const oldBlobs = await files.withUpload(offer, (store) =>
      database.db.transaction().execute(async (trx) => {
        const stored = (await store(trx))!;
        const prev = await this.repo.setOffer(trx, row.id, stored.id, now);
        await this.repo.insertEvent(trx, {
          kp_id: row.id,
          user_id: managerId,
          kind: 'offer',
          from_status: null,
          to_status: null,
          text: stored.file_name,
          created: now,
        });
        // A composed revision's PDF stays with its revision (decision 0046); only an uploaded one goes.
        const kept =
          prev !== null &&
          (await trx.selectFrom('kp_offer').select('id').where('file_id', '=', prev).executeTakeFirst());
        return prev === null || kept ? [] : files.deleteRows(trx, { ids: [prev] });
      }),
    );
    await files.removeBlobs(oldBlobs);
    return this.managerRead(id);
  }

  /** What the request refers to as it is now: the customer's object, projects, calculations, comments. */
  async live(id: number): Promise<KpLive> {
    const row = await this.managerRow(id);
    const snap = kpSnapshot.parse(JSON.parse(row.snapshot));
    const owner = row.user_id;
    const { cabinet, comments } = this.deps;
    const gone = (e: unknown) => {
      if (e instanceof AppError && e.statusCode === 404) return null;
      throw e;
    };
    const object =
      row.object_id === null
        ? null
        : ((await cabinet.readObject(owner, row.object_id).catch(gone))?.[0] ?? null);
    const projects = object
      ? (await cabinet.listProjects(owner, object.id, { limit: null })).result.filter((p) =>
          snap.projects.some((s) => s.id === p.id),
        )
      : [];
    const calculations = await cabinet.calculations(
      owner,
      snap.calculations.map((c) => c.request_id),
    );
    const objectComments: CommentItem[] = object
      ? (await comments.list(owner, { kind: 'object', id: object.id }, {})).result
      : [];
    return { object, projects, calculations, comments: objectComments };
  }

  /** A manager's comment on the customer's object of a request ('object-comment' for the customer). */
  async commentObject(managerId: number, objectId: number, form: UploadForm): Promise<CommentItem> {
    const { item, owner } = await this.deps.comments.createOnCustomerObject(managerId, objectId, form);
    await this.deps.notify({
      userId: owner.userId,
      kind: 'object-comment',
      text: `Новый комментарий менеджера в объекте «${owner.objectName}»`,
      link: `/person/place/${objectId}`,
    });
    return item;
  }

  // ---------------------------------------------------------------- parts

  private async managerRow(id: number): Promise<KpRow> {
    const row = await this.repo.find(id);
    if (!row) throw notFound(kpMessages.notFound);
    return row;
  }

  private async addComment(
    trx: Parameters<KpRepository['insertEvent']>[0],
    kpId: number,
    managerId: number,
    text: string,
    now: string,
  ) {
    await this.repo.insertEvent(trx, {
      kp_id: kpId,
      user_id: managerId,
      kind: 'comment',
      from_status: null,
      to_status: null,
      text,
      created: now,
    });
    await this.repo.setManagerComment(trx, kpId, text, now);
  }

  private async tell(userId: number, kind: 'kp-status' | 'kp-comment', text: string, kpId: number) {
    try {
      await this.deps.notify({ userId, kind, text, link: `/person/kp?id=${kpId}` });
    } catch (e) {
      // The change is stored; a failed notification must not turn it into an error.
      this.deps.log.error({ err: e, kpId }, 'KP notification failed');
    }
  }

  /**
   * What a customer did with a «Новый» request (sent, changed, withdrew it), told to every manager:
   * nobody has taken it up yet. Like `tell`, a failed notification is logged, the change stays.
   */
  private async tellManagers(text: string, link: string) {
    try {
      for (const managerId of await this.deps.auth.managerIds())
        await this.deps.notify({ userId: managerId, kind: 'kp-request', text, link });
    } catch (e) {
      this.deps.log.error({ err: e }, 'KP notification to the managers failed');
    }
  }

  /** The snapshot of what a request refers to, from the customer's own items only. */
  private async snapshotOf(userId: number, f: ReturnType<typeof kpCreateFields.parse>): Promise<KpSnapshot> {
    const { cabinet } = this.deps;
    let objectId = f.object_id ?? null;
    let chosenProjects = f.projects ?? null;
    if (f.project_id !== undefined) {
      const [project] = await cabinet.readProject(userId, f.project_id);
      if (objectId !== null && project!.object_id !== objectId)
        throw badRequest(kpMessages.projectNotInObject, { project_id: kpMessages.projectNotInObject });
      objectId = project!.object_id;
      chosenProjects = [project!.id];
    }
    let calcs: HistoryItem[];
    let object: KpSnapshot['object'] = null;
    let projects: KpSnapshot['projects'] = [];
    if (objectId !== null) {
      const [o] = await cabinet.readObject(userId, objectId);
      object = { id: o!.id, name: o!.name };
      const all = (await cabinet.listProjects(userId, objectId, { limit: null })).result;
      if (chosenProjects) {
        const missing = chosenProjects.find((id) => !all.some((p) => p.id === id));
        if (missing !== undefined)
          throw badRequest(kpMessages.projectNotInObject, { projects: kpMessages.projectNotInObject });
      }
      const chosen = chosenProjects ? all.filter((p) => chosenProjects.includes(p.id)) : all;
      projects = chosen.map((p) => ({ id: p.id, name: p.name }));
      const inProjects = new Map<number, HistoryItem>();
      for (const p of chosen)
        for (const c of (await cabinet.history(userId, { project_id: p.id, limit: null })).result)
          inProjects.set(c.request_id, c);
      if (f.calculations) {
        const outside = f.calculations.find((id) => !inProjects.has(id));
        if (outside !== undefined) {
          // Another user's (or no) calculation is simply not found; the user's own is not in the projects.
          const own = await cabinet.calculations(userId, [outside]);
          if (own.length === 0) throw notFound(cabinetMessages.calcNotFound);
          throw badRequest(kpMessages.calcNotInProjects, { calculations: kpMessages.calcNotInProjects });
        }
        calcs = f.calculations.map((id) => inProjects.get(id)!);
      } else calcs = [...inProjects.values()];
    } else {
      if (!f.calculations || f.calculations.length === 0)
        throw badRequest(kpMessages.nothingToSend, { calculations: kpMessages.nothingToSend });
      if (f.projects)
        throw badRequest(kpMessages.projectNotInObject, { projects: kpMessages.projectNotInObject });
      calcs = await cabinet.calculations(userId, f.calculations);
      if (calcs.length !== f.calculations.length) throw notFound(cabinetMessages.calcNotFound);
      if (calcs.some((c) => c.state !== 'done'))
        throw badRequest(kpMessages.calcNotDone, { calculations: kpMessages.calcNotDone });
    }
    const chosen = new Map<number, KpSolutionChoice & { parts?: KpSolutionPart[] }>(
      (f.solutions ?? []).map((s) => [s.request_id, s]),
    );
    for (const [id, s] of chosen) {
      if (!calcs.some((c) => c.request_id === id))
        throw badRequest(kpMessages.solutionNotSent, { solutions: kpMessages.solutionNotSent });
      // The article must be one the calculation offers (its calculator says which; else a string of
      // its response): the request names what was viewed.
      const options = await this.deps.selection.solutionsOf(userId, id);
      const option = options?.find((o) => o.article === s.article);
      const offered = options
        ? option !== undefined
        : producedArticle(await this.deps.selection.responseOf(userId, id), s.article);
      if (!offered) throw badRequest(kpMessages.solutionNotFound, { solutions: kpMessages.solutionNotFound });
      // The calculator's own name of it is kept, not the page's text, with the parts it is priced by.
      if (option)
        chosen.set(id, { ...s, name: option.name, ...(option.parts ? { parts: option.parts } : {}) });
    }
    return {
      object,
      projects,
      calculations: calcs.map((c) => {
        const s = chosen.get(c.request_id);
        return {
          request_id: c.request_id,
          type: c.type,
          created: c.created,
          summary: c.summary,
          inputs: c.inputs,
          files: c.files,
          solution: s
            ? {
                article: s.article,
                name: s.name,
                quantity: s.quantity,
                ...(s.parts ? { parts: s.parts } : {}),
              }
            : null,
        };
      }),
    };
  }

  private filter(req: KpListRequest | KpQueueRequest, defaultLimit: number): KpFilter {
    const f: KpFilter = { offset: req.offset ?? 0, limit: req.limit ?? defaultLimit };
    if (req.status) f.status = req.status;
    const s = req.search?.trim();
    if (s) {
      const digits = /^№?\s*(\d{1,10})$/.exec(s);
      f.search = digits ? { idPrefix: digits[1]! } : { text: searchKey(s) };
    }
    const range = dayRange(req.date);
    if (range?.from) f.from = range.from;
    if (range?.to) f.to = range.to;
    return f;
  }

  private scope(req: KpListRequest): Partial<KpFilter> {
    return {
      ...(req.object_id ? { objectId: req.object_id } : {}),
      ...(req.project_id ? { projectId: req.project_id } : {}),
    };
  }

  private async page(f: KpFilter, manager: boolean): Promise<KpListResponse> {
    const { rows, count, byStatus } = await this.repo.list(f);
    const result = await this.items(rows, manager);
    const summary = {
      all: [...byStatus.values()].reduce((a, b) => a + b, 0),
      ...(Object.fromEntries(kpStatuses.map((s) => [s, byStatus.get(s) ?? 0])) as Record<KpStatus, number>),
    };
    return { result, count, summary };
  }

  private async items(rows: readonly KpRow[], manager: boolean): Promise<KpItem[]> {
    const offers = await this.deps.files.findMany(
      rows.flatMap((r) => (r.offer_file_id === null ? [] : [r.offer_file_id])),
    );
    const offerById = new Map(offers.map((f) => [f.id, f]));
    const contacts = manager ? await this.deps.auth.namesAndPhones(rows.map((r) => r.user_id)) : null;
    return rows.map((r) => {
      const status = r.status as KpStatus;
      const offer = r.offer_file_id === null ? undefined : offerById.get(r.offer_file_id);
      const c = contacts?.get(r.user_id);
      return {
        id: r.id,
        date_send: ddmmyyyy(r.created),
        created: toDateTime(r.created),
        updated: toDateTime(r.updated),
        status,
        color: kpStatusColors[status],
        object: r.object_name,
        object_id: r.object_id,
        project_id: r.project_id,
        comment: r.comment,
        calculations: JSON.parse(r.calc_ids) as number[],
        manager_comment: r.manager_comment,
        // The customer downloads through the request (the file is the manager's); a manager by the file.
        offer: fileOf(offer, offer && !manager ? `/api/v1/user/kp/${r.id}/offer` : undefined),
        customer: c ? { id: r.user_id, name: c.name, phone: c.phone } : null,
      };
    });
  }

  private async detail(row: KpRow, manager: boolean): Promise<KpDetail> {
    const [[item], events, attachment] = await Promise.all([
      this.items([row], manager),
      this.repo.events(row.id),
      row.file_id === null ? undefined : this.deps.files.find(row.file_id),
    ]);
    const names = await this.deps.auth.displayNames(
      events.flatMap((e) => (e.user_id === null ? [] : [e.user_id])),
    );
    const timeline: KpEvent[] = events.map((e) => ({
      id: e.id,
      kind: e.kind as KpEvent['kind'],
      at: toDateTime(e.created),
      by: e.user_id === null ? '' : (names.get(e.user_id) ?? ''),
      manager: e.kind !== 'created' && e.kind !== 'answer' && e.kind !== 'edited',
      from: (e.from_status as KpStatus | null) ?? null,
      to: (e.to_status as KpStatus | null) ?? null,
      text: e.text,
    }));
    return {
      ...item!,
      snapshot: kpSnapshot.parse(JSON.parse(row.snapshot)),
      attachment: fileOf(attachment),
      events: timeline,
      next: manager ? [...kpTransitions[row.status as KpStatus]] : [],
      editable: row.status === 'new',
    };
  }
}
