import type { AdminUser, UserStatus } from '@njira/domain';
import { UserSearch } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../components/ui/search-box.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useSession } from '../../lib/use-session.ts';
import { useUsers } from './api/get-users.ts';
import { useUpdateUserStatus } from './api/update-user-status.ts';
import { UserCard } from './user-card.tsx';
import { UserCounts } from './user-counts.tsx';

const LOAD_ERROR = 'Error loading users';

/** /dashboard/admin/users: every account, searchable, with suspend and reactivate. */
export function UsersPage() {
  const handle = useRouteHandle();
  const selfId = useSession()?.user.id;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers(search);
  const update = useUpdateUserStatus();
  useErrorToast(users.error, LOAD_ERROR, { failedAt: users.errorUpdatedAt });

  async function changeStatus(user: AdminUser, status: UserStatus): Promise<boolean> {
    try {
      await update.mutateAsync({ id: user.id, status });
      if (status === 'suspended')
        toast.success('User suspended', `${user.fullName} has been signed out and cannot log in.`);
      else toast.success('User reactivated', `${user.fullName} can log in again.`);
      return true;
    } catch (error) {
      toast.error(
        status === 'suspended' ? 'Error suspending user' : 'Error reactivating user',
        errorMessage(error, 'Request failed'),
      );
      // The server refused (the list refreshes to the truth): close. A lost connection: stay open.
      return error instanceof ApiError && error.status > 0;
    }
  }

  return (
    <>
      <PageHeader title={handle?.title ?? 'All Users'} description={handle?.description} />
      <UserCounts search={search} />

      <Card className="mb-6 p-4">
        <SearchBox
          className="min-w-0 flex-1"
          id="user-search"
          label="Search users"
          placeholder="Search users..."
          value={searchText}
          onChange={setSearchText}
        />
      </Card>

      <QueryState
        aria-labelledby="users-heading"
        query={users}
        isEmpty={users.rows.length === 0}
        header={
          <h2 id="users-heading" className="sr-only">
            Users
          </h2>
        }
        loading={{
          label: 'Loading users...',
          count: 3,
          item: 'h-64 rounded-xl',
          className: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
        }}
        failed={<LoadFailedPanel title={LOAD_ERROR} query={users} />}
        empty={
          <Card>
            <EmptyState
              icon={UserSearch}
              title="No users found"
              description={
                search ? 'No account matches your search. Try another name, e-mail or company.' : undefined
              }
            />
          </Card>
        }
      >
        {(dim) => (
          <Card className="overflow-hidden bg-gray-50">
            <ul {...dim('grid gap-4 p-4 md:grid-cols-2 xl:grid-cols-3')}>
              {users.rows.map((user) => (
                <li key={user.id}>
                  <UserCard user={user} isSelf={user.id === selfId} onStatusChange={changeStatus} />
                </li>
              ))}
            </ul>
            <ListFooter
              placement="in-card"
              shown={users.rows.length}
              total={users.total}
              noun={users.total === 1 ? 'user' : 'users'}
              hasMore={users.hasNextPage}
              loading={users.isFetchingNextPage}
              onMore={() => void users.fetchNextPage()}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
