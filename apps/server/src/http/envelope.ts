// Success answers in the envelope: routes return `ok(payload)` and declare `envelope(schema)`.
import type { Envelope } from '@podbor/contracts';

export const ok = <T>(response: T, statusCode = 200): Envelope<T> => ({ statusCode, response });
