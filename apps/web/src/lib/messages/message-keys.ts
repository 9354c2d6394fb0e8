import { queryRoots } from '../query-keys.ts';

/**
 * Every messaging query sits under ['messages', userId]: one person's cached conversations are never
 * shown to another, and a live `message` event refreshes them all with one invalidation.
 */
export const messageKeys = {
  all: (userId: string) => [queryRoots.messages, userId] as const,
  inbox: (userId: string) => [queryRoots.messages, userId, 'inbox'] as const,
  ofQuote: (userId: string, quoteId: string) => [queryRoots.messages, userId, 'quote', quoteId] as const,
  thread: (userId: string, conversationId: string) =>
    [queryRoots.messages, userId, 'thread', conversationId] as const,
  reported: () => [queryRoots.admin, 'reported-conversations'] as const,
  reportedThread: (conversationId: string) =>
    [queryRoots.admin, 'reported-conversations', conversationId] as const,
};
