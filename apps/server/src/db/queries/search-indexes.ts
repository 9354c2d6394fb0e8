import type { Db } from '../client.ts';

/** The trigram search indexes whose new entries wait in a pending list (schema/index-options.ts). */
export const SEARCH_INDEXES = ['quotes_search_idx', 'activities_search_idx', 'users_search_idx'] as const;

/**
 * Merges each search index's pending list into the index, in one statement; answers how many
 * pending pages were merged. Cheap when nothing is pending (one read of each index's metapage), so
 * every instance runs it every second; two instances merging at once take turns on the index.
 */
export async function mergeSearchIndexes(db: Db): Promise<number> {
  const result = await db.$client.query<{ pages: number }>({
    name: 'merge_search_indexes',
    text: `select coalesce(sum(gin_clean_pending_list(i::regclass)), 0)::int as pages
      from unnest($1::text[]) as i`,
    values: [SEARCH_INDEXES],
  });
  return result.rows[0]?.pages ?? 0;
}
