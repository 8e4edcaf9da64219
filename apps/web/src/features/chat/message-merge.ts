// One topic's messages as the pane holds them: whatever arrives — a page of older ones, the stream's
// new ones, a resume after a dropped connection, the answer to our own send — goes through
// mergeMessages, so a message is shown once, in id order, whatever the order of arrival.

/** Merges `incoming` into `current` (both any order): unique by id, ascending id; a later copy wins. */
export const mergeMessages = <T extends { id: number }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] => {
  if (incoming.length === 0) return current as T[];
  const byId = new Map<number, T>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};
