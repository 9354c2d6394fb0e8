import type { PostLoad, Quote } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** POST /api/quotes: the owner's new load (201 with the quote; the server sets expiry and distance). */
export function postLoad(input: PostLoad): Promise<Quote> {
  return api.post<Quote>('/quotes', input);
}

/** Posts a load, then refreshes the owner's quotes and home. */
export function usePostLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLoad,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] }),
      ]),
  });
}
