// What the kp module tells the customer about (a status change, a manager's comment on a request or
// on one of their objects) and the managers about (a request sent, changed or withdrawn by its
// customer): a port the notifications module fills in; the default does nothing.
export interface KpNotification {
  /** Who is told: the customer, or a manager. */
  userId: number;
  kind: 'kp-status' | 'kp-comment' | 'kp-request' | 'object-comment';
  /** Russian, one line: «Запрос КП №12: статус «Уточнение»». */
  text: string;
  /** Where the item leads: '/person/kp?id=12', '/person/objects/5'. */
  link: string;
}

export type NotifyPort = (n: KpNotification) => Promise<void>;

export const noNotify: NotifyPort = async () => {};
