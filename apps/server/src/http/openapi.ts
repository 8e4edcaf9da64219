// What routes say in the OpenAPI document beyond their zod schemas: the two security schemes the
// server really reads (the `jwt` session header, the `calc-access` calculator grant), the
// requirement each kind of route declares, and the shape of a file answer. plugins/openapi.ts
// publishes the schemes.
import { z } from 'zod';
import { CALC_ACCESS_HEADER, errorEnvelope, JWT_HEADER, pathIdSchema } from '@podbor/contracts';

export const securitySchemes = {
  jwt: {
    type: 'apiKey',
    in: 'header',
    name: JWT_HEADER,
    description: 'Сессия: `jwt <token>` (token из login или register/verify)',
  },
  calcAccess: {
    type: 'apiKey',
    in: 'header',
    name: CALC_ACCESS_HEADER,
    description: 'Разрешение калькулятора (grant из POST /api/v1/calc/access)',
  },
} as const;

type Requirement = Partial<Record<keyof typeof securitySchemes, string[]>>;

/** Open to anyone; the session header, if sent, changes nothing. */
export const publicCall: Requirement[] = [];
/** A guest gets 401. */
export const sessionRequired: Requirement[] = [{ jwt: [] }];
/** A guest is served; with a session the answer is the user's (their request, their history). */
export const sessionOptional: Requirement[] = [{}, { jwt: [] }];
/** The calculator grant is required (401 without it). */
export const calcGrantRequired: Requirement[] = [{ calcAccess: [] }];
/** The calculator grant and a session are both required (documents: only a user can download them). */
export const calcGrantAndSession: Requirement[] = [{ calcAccess: [], jwt: [] }];
/** The calculator grant is required; a session, if sent, files the request under the user. */
export const calcGrantSessionOptional: Requirement[] = [{ calcAccess: [] }, { calcAccess: [], jwt: [] }];

/** A file in a multipart form or an answer: bytes, not JSON. */
export const binaryFile = z.string().meta({ format: 'binary' });

/**
 * A 200 answer that is a file, not an envelope (`reply.send(buffer | stream)` skips the
 * serializer): declared by media type so clients know to read bytes.
 */
export function fileAnswer(description: string, mediaType = 'application/octet-stream') {
  return { description, content: { [mediaType]: { schema: binaryFile } } };
}

/** A record's id in the path (contracts' pathIdSchema: anything out of range names no record, 404). */
export const idParams = z.object({ id: pathIdSchema });

/** The refusals of a signed-in user's call on one of their records. */
export const userCallErrors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
