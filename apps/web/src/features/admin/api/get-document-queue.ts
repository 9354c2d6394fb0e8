import type { ReviewDocument } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { ADMIN_ROOT, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export const documentQueueKeys = { all: [ADMIN_ROOT, 'documents'] as const };

/** GET /api/admin/documents?status=pending: one page of the review queue, oldest first, and the total. */
export function getDocumentQueue(
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<ReviewDocument>> {
  return apiPage<ReviewDocument>(
    `/admin/documents?${listQuery(pageSize, offset, { status: 'pending' })}`,
    signal ? { signal } : {},
  );
}

export const documentQueueQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...documentQueueKeys.all, pageSize] as const,
    queryFn: ({ pageParam, signal }) => getDocumentQueue(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ReviewDocument>,
  });

export function useDocumentQueue(pageSize: number) {
  const query = useInfiniteQuery(documentQueueQueryOptions(pageSize));
  return { ...query, ...flattenPages(query.data) };
}
