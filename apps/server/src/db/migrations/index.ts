// The ordered list of migrations. Names sort in application order; never edit an applied one.
import type { PodborMigration } from './helpers';
import { m0001_selection } from './0001-selection';
import { m0002_auth } from './0002-auth';
import { m0003_cabinet } from './0003-cabinet';
import { m0004_request_summary } from './0004-request-summary';
import { m0005_kp } from './0005-kp';
import { m0006_notifications } from './0006-notifications';
import { m0007_chat } from './0007-chat';
import { m0008_file_blobs } from './0008-file-blobs';
import { m0009_jobs } from './0009-jobs';
import { m0010_rate_limits } from './0010-rate-limits';
import { m0011_request_files } from './0011-request-files';
import { m0012_kp_offers } from './0012-kp-offers';
import { m0013_request_refused } from './0013-request-refused';
import { m0014_request_terms } from './0014-request-terms';

export const migrations: Record<string, PodborMigration> = {
  '0001_selection': m0001_selection,
  '0002_auth': m0002_auth,
  '0003_cabinet': m0003_cabinet,
  '0004_request_summary': m0004_request_summary,
  '0005_kp': m0005_kp,
  '0006_notifications': m0006_notifications,
  '0007_chat': m0007_chat,
  '0008_file_blobs': m0008_file_blobs,
  '0009_jobs': m0009_jobs,
  '0010_rate_limits': m0010_rate_limits,
  '0011_request_files': m0011_request_files,
  '0012_kp_offers': m0012_kp_offers,
  '0013_request_refused': m0013_request_refused,
  '0014_request_terms': m0014_request_terms,
};
