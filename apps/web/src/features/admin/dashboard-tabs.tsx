import { ArrowRight, CreditCard, FileText, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { adminPaths } from './admin-paths.ts';
import { ALL_QUOTES, useAllQuotes } from './api/get-all-quotes.ts';
import { ALL_SHIPMENTS, useAllShipments } from './api/get-all-shipments.ts';
import { useTransactions } from './api/get-transactions.ts';
import { QuoteList } from './quote-list.tsx';
import { ShipmentList } from './shipment-list.tsx';
import { TransactionList } from './transaction-list.tsx';

/** Admin lists show 10 items (spec section 10). */
export const DASHBOARD_LIST_SIZE = 10;
export const DASHBOARD_LOAD_ERROR = 'Error loading admin dashboard';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  rows: unknown[];
  total: number;
}

/** One tab's body: loading, failed, empty, or the list with 'Showing 10 of N' and a link to all. */
function TabBody({
  query,
  empty,
  viewAll,
  children,
}: {
  query: ListQuery;
  empty: { icon: typeof Truck; title: string };
  viewAll: { to: string; label: string };
  children: ReactNode;
}) {
  useErrorToast(query.error, DASHBOARD_LOAD_ERROR, { failedAt: query.errorUpdatedAt });
  if (query.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner label="Loading..." className="size-6 text-brand-700" />
      </div>
    );
  if (query.isError) return <LoadFailedPanel title="Unable to load admin data" query={query} />;
  if (query.rows.length === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
  return (
    <>
      {children}
      <div className="flex flex-col items-center justify-between gap-2 border-t border-border p-4 sm:flex-row">
        <p className="text-sm text-muted-foreground">
          Showing {query.rows.length} of {query.total}
        </p>
        <Link to={viewAll.to} className={buttonClasses('link', 'sm')}>
          {viewAll.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </>
  );
}

/** All Shipments, All Quotes and Payments: the first 10 of each, newest first, with the totals. */
export function DashboardTabs() {
  const [tab, setTab] = useState('shipments');
  const shipments = useAllShipments(ALL_SHIPMENTS, DASHBOARD_LIST_SIZE);
  const quotes = useAllQuotes(ALL_QUOTES, DASHBOARD_LIST_SIZE);
  const payments = useTransactions(DASHBOARD_LIST_SIZE);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Platform lists">
        <TabsTrigger value="shipments">All Shipments</TabsTrigger>
        <TabsTrigger value="quotes">All Quotes</TabsTrigger>
        <TabsTrigger value="payments">Payments</TabsTrigger>
      </TabsList>
      <TabsContent value="shipments">
        <Card className="overflow-hidden">
          <TabBody
            query={shipments}
            empty={{ icon: Truck, title: 'No shipments yet' }}
            viewAll={{ to: adminPaths.shipments, label: 'View all shipments' }}
          >
            <ShipmentList shipments={shipments.rows} label="Latest shipments" />
          </TabBody>
        </Card>
      </TabsContent>
      <TabsContent value="quotes">
        <Card className="overflow-hidden">
          <TabBody
            query={quotes}
            empty={{ icon: FileText, title: 'No quotes yet' }}
            viewAll={{ to: adminPaths.loads, label: 'View all loads' }}
          >
            <QuoteList quotes={quotes.rows} label="Latest quotes" />
          </TabBody>
        </Card>
      </TabsContent>
      <TabsContent value="payments">
        <Card className="overflow-hidden">
          <TabBody
            query={payments}
            empty={{ icon: CreditCard, title: 'No completed transactions yet' }}
            viewAll={{ to: adminPaths.revenue, label: 'View platform revenue' }}
          >
            <TransactionList rows={payments.rows} label="Latest payments" />
          </TabBody>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
