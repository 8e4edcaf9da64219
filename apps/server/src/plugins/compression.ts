// Compresses dynamic answers (JSON, text) for clients that accept it: brotli at quality 4 (the
// library's default for answers made on the fly; 11 is for build time) or gzip. Answers under
// COMPRESS_THRESHOLD_BYTES go out as they are: the calls polled many times a second (a pending
// request's status) are a few hundred bytes, where compressing costs more than it saves.
// The web app's files are compressed at build time (scripts/build.mjs) and served by
// @fastify/static's preCompressed; an answer already carrying Content-Encoding is left alone.
// Decision 0023.
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { App } from '../app';

/** Answers smaller than this (bytes) are never compressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

async function compression(app: App) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

export default fp(compression, { name: 'compression' });
