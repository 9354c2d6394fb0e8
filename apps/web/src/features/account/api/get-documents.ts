import { useQuery } from '@tanstack/react-query';
import { documentsQueryOptions } from '../../../lib/account/documents-query.ts';
import { useSession } from '../../../lib/use-session.ts';

export { documentsQueryOptions, getDocuments } from '../../../lib/account/documents-query.ts';

/** Transporters only (`enabled`): a cargo owner has no documents. */
export function useDocuments(enabled = true) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  return useQuery({
    ...documentsQueryOptions(userId),
    enabled: enabled && userId !== '' && session?.user.role === 'transporter',
  });
}
