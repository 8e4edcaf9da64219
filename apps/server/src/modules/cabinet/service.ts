// The rules of the personal cabinet: objects, projects, calculations attached to projects and the
// history. A user reaches only their own items; anything else answers 404 like a missing item.
import type { FastifyBaseLogger } from 'fastify';
import {
  cabinetLimits,
  cabinetMessages,
  readReopenInputs,
  requestTypeLabels,
  requestTypes,
  type HistoryItem,
  type HistoryRequest,
  type HistoryResponse,
  type ItemUpdateRequest,
  type ListFilters,
  type ObjectCreateRequest,
  type ObjectCreateResponse,
  type ObjectItem,
  type ObjectListRequest,
  type ObjectListResponse,
  type ObjectMiniListResponse,
  type ProjectCreateRequest,
  type ProjectItem,
  type ProjectListRequest,
  type ProjectListResponse,
  type RequestState,
  type RequestType,
  type SuccessResponse,
} from '@podbor/contracts';
import type { Db } from '../../db/database';
import { searchKey } from '../../db/query';
import { notFound } from '../../http/errors';
import type { FileRow, FileStore } from '../selection/file-store';
import type { SelectionService } from '../selection/service';
import { dayRange, toDateTime } from './dates';
import {
  createCabinetRepository,
  type CabinetRepository,
  type HistoryFilter,
  type ItemTable,
  type ListPage,
} from './repository';

export interface CabinetDeps {
  database: Db;
  files: FileStore;
  selection: SelectionService;
  log: FastifyBaseLogger;
}

const now = () => new Date().toISOString();
const notFoundMessage: Record<ItemTable, string> = {
  cabinet_object: cabinetMessages.objectNotFound,
  cabinet_project: cabinetMessages.projectNotFound,
};
const success: SuccessResponse = { success: true };

/** '' clears a description; null or absent leaves it as it is (rename sends comment: null). */
const descriptionPatch = (comment: string | null | undefined) =>
  comment === undefined || comment === null ? undefined : comment === '' ? null : comment;

function listPage(
  filters: ListFilters | null | undefined,
  offset: number | null | undefined,
  limit: number | null,
) {
  return {
    nameKey: filters?.name ? searchKey(filters.name) : null,
    sort: filters?.sort ?? 'new',
    offset: offset ?? 0,
    limit,
  } satisfies ListPage;
}

interface ObjectRow {
  id: number;
  name: string;
  comment: string | null;
  created: string;
  updated: string;
  projects?: number | null;
  calcs?: number | null;
}

function objectItem(r: ObjectRow): ObjectItem {
  return {
    id: r.id,
    name: r.name,
    comment: r.comment,
    created: toDateTime(r.created),
    updated: toDateTime(r.updated),
    projects: Number(r.projects ?? 0),
    calcs: Number(r.calcs ?? 0),
    status: null,
    color: null,
  };
}

interface ProjectRow {
  id: number;
  object_id: number;
  name: string;
  comment: string | null;
  created: string;
  updated: string;
  count: number | null;
}

function projectItem(r: ProjectRow): ProjectItem {
  return {
    id: r.id,
    object_id: r.object_id,
    name: r.name,
    comment: r.comment,
    created: toDateTime(r.created),
    updated: toDateTime(r.updated),
    count: Number(r.count ?? 0),
  };
}

/** A request's stored input as its calculator reopens with it; null when it no longer reads. */
function reopenInputs(type: RequestType, input: string): HistoryItem['inputs'] {
  try {
    return readReopenInputs(type, JSON.parse(input));
  } catch {
    return null;
  }
}

/**
 * The history search: '№ 123' or '123' finds calculation IDs starting with those digits; words find
 * the equipment types whose label (or code) contains them ('насос', 'dcu') and the calculations
 * with a search term starting with them: the summary title or any offered model's name or article
 * ('evr', 'EVR 10-4', 'CLH 100S', 'AQ-CMI'). Case, ё and repeated spaces do not matter.
 */
export function historySearch(raw: string): HistoryFilter['search'] {
  const q = searchKey(raw.trim()).replace(/\s+/g, ' ');
  const digits = q.replace(/^(№|#|id)\s*/, '').trim();
  const idPrefix = /^\d+$/.test(digits) ? digits : null;
  return {
    idPrefix,
    types: requestTypes.filter((t) => searchKey(requestTypeLabels[t]).includes(q) || t.includes(q)),
    // Digits too: an article may be a number.
    termPrefix: q.length > 0 ? q : null,
  };
}

export class CabinetService {
  private readonly repo: CabinetRepository;

  constructor(private readonly deps: CabinetDeps) {
    this.repo = createCabinetRepository(deps.database.db);
  }

  // ---------------------------------------------------------------- objects

  async listObjects(
    userId: number,
    req: ObjectListRequest,
  ): Promise<ObjectListResponse | ObjectMiniListResponse> {
    const mini = req.mini === true;
    const page = listPage(req.filters, req.offset, req.limit ?? cabinetLimits.objectPageDefault);
    const { count, rows } = await this.repo.listObjects(userId, page, !mini);
    if (mini) {
      return [
        { result: rows.map((r) => ({ id: r.id, name: r.name, created: toDateTime(r.created) })), count },
      ];
    }
    return [{ result: rows.map(objectItem), count }];
  }

  async createObject(userId: number, req: ObjectCreateRequest): Promise<ObjectCreateResponse> {
    const id = await this.repo.insertObject({
      userId,
      name: req.name,
      comment: req.comment || null,
      now: now(),
    });
    return { id };
  }

  async readObject(userId: number, id: number): Promise<ObjectItem[]> {
    const row = await this.repo.findObject(userId, id);
    if (!row) throw notFound(cabinetMessages.objectNotFound);
    return [objectItem(row)];
  }

  async updateObject(userId: number, id: number, req: ItemUpdateRequest): Promise<ObjectItem[]> {
    await this.updateItem('cabinet_object', userId, id, req);
    return this.readObject(userId, id);
  }

  /** The object with its projects and comments (and the comments' files); calculations stay. */
  deleteObject(userId: number, id: number): Promise<SuccessResponse> {
    return this.deleteItem('cabinet_object', userId, id);
  }

  // ---------------------------------------------------------------- projects

  async createProject(userId: number, objectId: number, req: ProjectCreateRequest): Promise<ProjectItem> {
    const id = await this.repo.insertProject({
      userId,
      objectId,
      name: req.name,
      comment: req.comment || null,
      now: now(),
    });
    if (id === null) throw notFound(cabinetMessages.objectNotFound);
    const row = await this.repo.findProject(userId, id);
    if (!row) throw notFound(cabinetMessages.projectNotFound); // deleted with its object meanwhile
    return projectItem(row);
  }

  async listProjects(
    userId: number,
    objectId: number,
    req: ProjectListRequest,
  ): Promise<ProjectListResponse> {
    if (!(await this.repo.objectExists(userId, objectId))) throw notFound(cabinetMessages.objectNotFound);
    const { count, rows } = await this.repo.listProjects(
      userId,
      objectId,
      listPage(req.filters, req.offset, req.limit ?? null),
    );
    return { result: rows.map(projectItem), count };
  }

  async readProject(userId: number, id: number): Promise<ProjectItem[]> {
    const row = await this.repo.findProject(userId, id);
    if (!row) throw notFound(cabinetMessages.projectNotFound);
    return [projectItem(row)];
  }

  async updateProject(userId: number, id: number, req: ItemUpdateRequest): Promise<ProjectItem[]> {
    await this.updateItem('cabinet_project', userId, id, req);
    return this.readProject(userId, id);
  }

  /** The project with its comments (and their files); its calculations stay in the history. */
  deleteProject(userId: number, id: number): Promise<SuccessResponse> {
    return this.deleteItem('cabinet_project', userId, id);
  }

  // ---------------------------------------------------------------- objects and projects alike

  private async updateItem(table: ItemTable, userId: number, id: number, req: ItemUpdateRequest) {
    const message = notFoundMessage[table];
    const patch = { name: req.name ?? undefined, comment: descriptionPatch(req.comment), now: now() };
    if (!(await this.repo.updateItem(table, userId, id, patch))) throw notFound(message);
  }

  /** In one transaction with its comments' files; the blobs go once it has committed. */
  private async deleteItem(table: ItemTable, userId: number, id: number): Promise<SuccessResponse> {
    const blobs = await this.deps.database.db.transaction().execute(async (trx) => {
      const fileIds = await this.repo.commentFileIds(
        trx,
        table === 'cabinet_object' ? { objectId: id } : { projectId: id },
      );
      if (!(await this.repo.deleteItem(trx, table, userId, id))) return null;
      return this.deps.files.deleteRows(trx, { ids: fileIds });
    });
    if (blobs === null) throw notFound(notFoundMessage[table]);
    await this.removeBlobs(blobs);
    return success;
  }

  // ---------------------------------------------------------------- calculations in projects

  /** 'Прикрепить к объекту' and 'Add calculation': attaching twice changes nothing. */
  async attachCalc(userId: number, projectId: number, requestId: number): Promise<SuccessResponse> {
    if (!(await this.repo.projectRef(userId, projectId))) throw notFound(cabinetMessages.projectNotFound);
    const outcome = await this.repo.attach(userId, projectId, requestId, now());
    if (outcome === 'missing') throw notFound(cabinetMessages.calcNotFound);
    return success;
  }

  async detachCalc(userId: number, projectId: number, requestId: number): Promise<SuccessResponse> {
    if (!(await this.repo.projectRef(userId, projectId))) throw notFound(cabinetMessages.projectNotFound);
    if (!(await this.repo.detach(projectId, requestId))) throw notFound(cabinetMessages.calcNotAttached);
    return success;
  }

  // ---------------------------------------------------------------- history

  /** The user's calculations among `ids` (another user's and missing ones are left out), for КП requests. */
  async calculations(userId: number, ids: readonly number[]): Promise<HistoryItem[]> {
    return (await this.history(userId, { limit: null }, ids)).result;
  }

  async history(userId: number, req: HistoryRequest, only?: readonly number[]): Promise<HistoryResponse> {
    const filter: HistoryFilter = {
      offset: req.offset ?? 0,
      limit: req.limit === null || req.limit === undefined ? cabinetLimits.historyAllMax : req.limit,
      ...(only ? { ids: only } : {}),
    };
    if (req.type) filter.type = req.type;
    if (req.project_id) {
      const project = await this.repo.projectRef(userId, req.project_id);
      if (!project || (req.object_id && project.object_id !== req.object_id))
        throw notFound(cabinetMessages.projectNotFound);
      filter.projectId = project.id;
    } else if (req.object_id) {
      if (!(await this.repo.objectExists(userId, req.object_id)))
        throw notFound(cabinetMessages.objectNotFound);
      filter.objectId = req.object_id;
    }
    if (req.search) filter.search = historySearch(req.search);
    const range = dayRange(req.date);
    if (range?.from) filter.from = range.from;
    if (range?.to) filter.to = range.to;

    const { count, rows } = await this.repo.history(userId, filter);
    const ids = rows.map((r) => r.id);
    const [files, attachments] = await Promise.all([
      this.deps.files.ofRequests(ids),
      this.repo.attachmentsOf(ids),
    ]);
    const filesOf = groupBy(files, (f) => f.request_id!);
    const projectsOf = groupBy(attachments, (a) => a.request_id);
    const result = rows.map((r): HistoryItem => ({
      request_id: r.id,
      type: r.type as RequestType,
      state: r.state as RequestState,
      created: toDateTime(r.created),
      updated: toDateTime(r.updated),
      files: this.deps.selection.filesOf(r.type as RequestType, filesOf.get(r.id) ?? ([] as FileRow[])),
      project_ids: (projectsOf.get(r.id) ?? []).map((a) => a.project_id),
      inputs: reopenInputs(r.type as RequestType, r.input),
      summary: this.deps.selection.describe(r.type as RequestType, r.input, r.response),
    }));
    return { result, count };
  }

  /** Removes the calculation from the history for good: its files, and its places in projects. */
  async deleteHistoryItem(userId: number, requestId: number): Promise<SuccessResponse> {
    if (!(await this.deps.selection.removeForUser(userId, requestId)))
      throw notFound(cabinetMessages.calcNotFound);
    return success;
  }

  /** Blobs whose rows a committed transaction removed; a leftover is logged, never an error. */
  async removeBlobs(storageNames: readonly string[]): Promise<void> {
    const left = await this.deps.files.removeBlobs(storageNames);
    if (left.length > 0) this.deps.log.warn({ left }, 'blobs of deleted cabinet files not removed');
  }
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
