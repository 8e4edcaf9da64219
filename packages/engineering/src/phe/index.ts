// Plate heat exchangers. Until the engine lands (issue 14), only its shapes: the engine branch
// replaces this file with its full export list (createPheEngine and the rest).
export type * from './types';
