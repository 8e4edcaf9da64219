// Table types of the whole database, composed from each module's own table declarations.
// A module declares its tables in its own tables.ts and joins them here as one more intersection.
import type { SelectionTables } from '../modules/selection/tables';
import type { AuthTables } from '../modules/auth/tables';
import type { CabinetTables } from '../modules/cabinet/tables';
import type { KpTables } from '../modules/kp/tables';
import type { NotificationTables } from '../modules/notifications/tables';
import type { ChatTables } from '../modules/chat/tables';
import type { LimitTables } from '../modules/limits/tables';

/** Timestamps are ISO 8601 UTC strings in both dialects; booleans are 0/1 integers. */
export type Database = SelectionTables &
  AuthTables &
  CabinetTables &
  KpTables &
  NotificationTables &
  ChatTables &
  LimitTables;
