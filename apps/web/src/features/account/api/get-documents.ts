import type { MyDocuments } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/documents: the transporter's own documents, newest first, and whether it is verified. */
export function getDocuments(): Promise<MyDocuments> {
  return api.get<MyDocuments>('/documents');
}

export const documentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.account, 'documents', userId] as const, queryFn: getDocuments });

/** Transporters only (`enabled`): a cargo owner has no documents. */
export function useDocuments(enabled = true) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  return useQuery({
    ...documentsQueryOptions(userId),
    enabled: enabled && userId !== '' && session?.user.role === 'transporter',
  });
}
