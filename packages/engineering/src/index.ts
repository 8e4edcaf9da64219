// Package root of @podbor/engineering for plain Node after a build (dist/index.js) and for tools
// that resolve the "podbor-source" condition (src). Inside the monorepo, subpaths (@podbor/engineering/fluids) stay the habit.
export * from './fluids';
export * from './units';
export type * from './phe/types';
