import type { Readable } from 'node:stream';
import type { AdminOverview, AdminRevenue } from '@njira/domain';
import { csvStream } from './admin-export.ts';

/** The Metric,Value rows of the overview and revenue, as the dashboard shows them. */
export function summaryRows(o: AdminOverview, r: AdminRevenue, day: string): [string, string | number][] {
  const k = (amount: number) => amount.toFixed(2);
  return [
    ['Report date (Lusaka)', day],
    ['Total transaction volume (K)', k(o.revenue.totalVolume)],
    ['Platform fees (K)', k(o.revenue.platformFees)],
    ['Transporter payouts (K)', k(o.revenue.transporterPayouts)],
    ['Platform fees this month (K)', k(o.revenue.thisMonthFees)],
    ['Platform fees last month (K)', k(o.revenue.lastMonthFees)],
    ['Fee growth month over month (%)', Math.round(o.revenue.growth * 10) / 10],
    ['Lifetime platform fees (K)', k(r.lifetimeFees)],
    ['Transactions (escrow releases)', r.transactions],
    ['Users', o.users.total],
    ['Transporters', o.users.transporters],
    ['Cargo owners', o.users.cargoOwners],
    ['Admins', o.users.admins],
    ['Suspended users', o.users.suspended],
    ['New users this month', o.users.newThisMonth],
    ['Loads', o.loads.total],
    ['Active loads', o.loads.active],
    ['Accepted loads', o.loads.accepted],
    ['Expired loads', o.loads.expired],
    ['Cancelled loads', o.loads.cancelled],
    ['Bids', o.loads.totalBids],
    ['Shipments', o.shipments.total],
    ['Shipments in progress', o.shipments.inProgress],
    ['Shipments delivered', o.shipments.delivered],
    ['Shipments cancelled', o.shipments.cancelled],
    ['Success rate (%)', o.shipments.successRate],
  ];
}

/** The summary CSV, written row by row into the stream the reply sends. */
export function summaryCsv(rows: [string, string | number][]): Readable {
  const csv = csvStream(['Metric', 'Value']);
  for (const row of rows) csv.write(row);
  csv.end();
  return csv;
}
