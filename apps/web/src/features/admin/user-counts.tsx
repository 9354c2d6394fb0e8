import { Ban, ShieldCheck, Truck, UserRound, Users } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useUserCounts } from './api/get-user-counts.ts';

/** The users page's five counters, for the same search as the list. */
export function UserCounts({ search }: { search: string }) {
  const counts = useUserCounts(search);
  const value = (n: number | undefined) => (counts.isPending ? '…' : counts.isError ? '—' : n);
  const c = counts.data;
  return (
    <section aria-label="User counts" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard title="Total Users" value={value(c?.total)} icon={Users} />
      <StatCard title="Transporters" value={value(c?.transporters)} icon={Truck} />
      <StatCard title="Cargo Owners" value={value(c?.cargoOwners)} icon={UserRound} />
      <StatCard title="Admins" value={value(c?.admins)} icon={ShieldCheck} />
      <StatCard
        title="Suspended"
        value={value(c?.suspended)}
        icon={Ban}
        className="col-span-2 lg:col-span-1"
      />
    </section>
  );
}
