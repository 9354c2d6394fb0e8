import type { ContactMessageView } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { ADMIN_ROOT, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export const contactMessageKeys = { all: [ADMIN_ROOT, 'contact-messages'] as const };

/** GET /api/admin/contact-messages: one page of the website's messages, newest first, and the total. */
export function getContactMessages(
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<ContactMessageView>> {
  return apiPage<ContactMessageView>(
    `/admin/contact-messages?${listQuery(pageSize, offset)}`,
    signal ? { signal } : {},
  );
}

export const contactMessagesQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...contactMessageKeys.all, pageSize] as const,
    queryFn: ({ pageParam, signal }) => getContactMessages(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ContactMessageView>,
  });

export function useContactMessages(pageSize: number) {
  const query = useInfiniteQuery(contactMessagesQueryOptions(pageSize));
  return { ...query, ...flattenPages(query.data) };
}
