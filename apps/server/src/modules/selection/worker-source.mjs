// Source-mode entry of the selection worker (tsx, vitest): Node 20 does not apply `--import tsx`
// ESM hooks inside worker threads, so this thread registers them itself, then loads worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: runJob } = await import('./worker.ts');

export default runJob;
