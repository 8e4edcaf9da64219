// What objects and projects share in the API: the kind, the item path and its query key. The
// detail page, rename and delete work the same way for both (portal §2 «Object and project detail»).
import { cabinetKeys } from '../../../lib/cabinet-keys';

export type ItemKind = 'object' | 'project';

/** GET, POST (rename) and DELETE /api/v1/user/{object|project}/{id}. */
export const itemPath = (kind: ItemKind, id: number) => `/api/v1/user/${kind}/${id}`;

export const itemKey = (kind: ItemKind, id: number) =>
  [...(kind === 'object' ? cabinetKeys.objects : cabinetKeys.projects), 'item', id] as const;
