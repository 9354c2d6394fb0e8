import type { AdminUser } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { adminKeys, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

/** A screenful of user cards per request, then 'Load more'. */
export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: one page of accounts matching the search (name, e-mail or company), newest first. */
export function getUsers(search: string, offset: number, signal?: AbortSignal): Promise<ApiPage<AdminUser>> {
  return apiPage<AdminUser>(
    `/admin/users?${listQuery(USERS_PAGE_SIZE, offset, { search })}`,
    signal ? { signal } : {},
  );
}

export const usersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.users, 'list', search.trim()] as const,
    queryFn: ({ pageParam, signal }) => getUsers(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminUser>,
  });

/** The accounts for a search, a page at a time; the previous result stays up while a new search runs. */
export function useUsers(search: string) {
  const query = useInfiniteQuery({ ...usersQueryOptions(search), placeholderData: keepPreviousData });
  return { ...query, ...flattenPages(query.data) };
}
