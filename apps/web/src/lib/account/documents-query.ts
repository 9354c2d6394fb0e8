import type { MyDocuments } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

/** GET /api/documents: the transporter's own documents, newest first, and whether it is verified. */
export function getDocuments(): Promise<MyDocuments> {
  return api.get<MyDocuments>('/documents');
}

export const documentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.account, 'documents', userId] as const, queryFn: getDocuments });

/**
 * Whether the signed-in transporter is verified (every document approved, ADR 026), read from its
 * documents; undefined while unknown. `enabled` false asks nothing.
 */
export function useCarrierVerified(enabled = true): boolean | undefined {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const documents = useQuery({
    ...documentsQueryOptions(userId),
    enabled: enabled && userId !== '' && session?.user.role === 'transporter',
  });
  return documents.data?.verified;
}
