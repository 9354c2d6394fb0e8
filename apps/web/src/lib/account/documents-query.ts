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

/** The signed-in transporter's documents; transporters only (`enabled`): a cargo owner has none. */
export function useDocuments(enabled = true) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  return useQuery({
    ...documentsQueryOptions(userId),
    enabled: enabled && userId !== '' && session?.user.role === 'transporter',
  });
}

/**
 * Whether the signed-in transporter is verified (every document approved, ADR 026), read from its
 * documents; undefined while unknown. `enabled` false asks nothing.
 */
export function useCarrierVerified(enabled = true): boolean | undefined {
  return useDocuments(enabled).data?.verified;
}
