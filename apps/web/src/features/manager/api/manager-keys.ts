// Query keys of the manager's console: every change refreshes the queue and the open request.
export const managerKeys = {
  all: ['manager'] as const,
  queue: ['manager', 'queue'] as const,
  customers: ['manager', 'customers'] as const,
  request: ['manager', 'request'] as const,
  live: ['manager', 'live'] as const,
};
