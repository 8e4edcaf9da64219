// Query keys of the personal cabinet, shared by its features: every cabinet query key starts with
// `cabinetKeys.all`, so a change anywhere (attach, detach, delete, rename) refreshes every list.
export const cabinetKeys = {
  all: ['cabinet'] as const,
  objects: ['cabinet', 'objects'] as const,
  projects: ['cabinet', 'projects'] as const,
  history: ['cabinet', 'history'] as const,
  comments: ['cabinet', 'comments'] as const,
  kp: ['cabinet', 'kp'] as const,
};
