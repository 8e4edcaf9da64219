// What the КП module's two route files (requests, offers) share: the OpenAPI tags and security,
// the error envelopes of a customer's and a manager's call, and the per-user write limit.
import { errorEnvelope } from '@podbor/contracts';
import { sessionRequired, userCallErrors } from '../../http/openapi';
import { perUserLimit, USER_WRITE_RATE } from '../../plugins/rate-limit';

export const security = sessionRequired;
export const errors = userCallErrors;
export const managerErrors = { ...errors, 403: errorEnvelope };
export const customerTags = ['КП: запросы клиента'];
export const managerTags = ['КП: кабинет менеджера'];

/** Writes per user and minute, as the cabinet's. */
export const writeLimit = perUserLimit('kp-write', USER_WRITE_RATE);
