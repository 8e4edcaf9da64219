// Query keys and the API base of the chat calls (contracts chat.ts). A customer reads their own
// topics under /api/v1/user/chat, a manager every customer's under /api/v1/manager/chat; the pane,
// the composer and the stream serve both, so each call takes the side it is made from.

export type ChatSide = 'user' | 'manager';

export const chatBase = (side: ChatSide): string => `/api/v1/${side}/chat`;

export const chatKeys = {
  all: ['chat'] as const,
  side: (side: ChatSide) => ['chat', side] as const,
  lists: (side: ChatSide) => ['chat', side, 'list'] as const,
  topic: (side: ChatSide, id: number) => ['chat', side, 'topic', id] as const,
  messages: (side: ChatSide, id: number) => ['chat', side, 'messages', id] as const,
  customer: (id: number) => ['chat', 'manager', 'customer', id] as const,
};
