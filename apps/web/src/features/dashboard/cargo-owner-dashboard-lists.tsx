import {
  awaitingPayment,
  type CargoOwnerDashboard,
  EXPECTED_DELIVERY,
  formatDate,
  formatTons,
  kwachaFormatter,
} from '@njira/domain';
import { Clock, PackageOpen, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PayNowLink } from '../../components/ui/pay-now-link.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { SectionHeader } from './dashboard-parts.tsx';

const BASE = '/dashboard/cargo-owner';

export function ActiveShipments({ shipments }: { shipments: CargoOwnerDashboard['activeShipments'] }) {
  const k = kwachaFormatter(shipments.map((s) => s.amount));
  return (
    <Card>
      <SectionHeader title="Active Shipments" to={`${BASE}/shipments`} linkLabel="All shipments" />
      <CardContent>
        {shipments.length === 0 ? (
          <EmptyState
            icon={Truck}
            title="No Active Shipments"
            description="Shipments appear here once you accept a transporter's bid."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {shipments.map((shipment) => (
              <li key={shipment.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-gray-900">{shipment.cargo}</p>
                  <ShipmentStatusBadge status={shipment.status} paid={shipment.paid} />
                </div>
                <p className="text-sm text-gray-700">
                  {shipment.fromLocation} → {shipment.toLocation}
                </p>
                <p className="text-xs text-muted-foreground">
                  {shipment.transporter.companyName} · {k(shipment.amount)}
                  {shipment.eta ? ` · ${EXPECTED_DELIVERY} ${formatDate(shipment.eta)}` : ''}
                </p>
                {awaitingPayment(shipment.status, shipment.paid) ? (
                  <PayNowLink to={`${BASE}/shipment/${shipment.id}#pay`} what={shipment.cargo} />
                ) : (
                  shipment.progress > 0 && (
                    <ProgressBar value={shipment.progress} label={`Progress of ${shipment.cargo}`} />
                  )
                )}
                <Link
                  to={`${BASE}/shipment/${shipment.id}`}
                  className={buttonClasses('outline', 'sm', 'self-start')}
                  aria-label={`Track Shipment: ${shipment.cargo}, ${shipment.fromLocation} to ${shipment.toLocation}`}
                >
                  Track Shipment
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type Quote = CargoOwnerDashboard['recentQuotes'][number];

const lowestBid = (quote: Quote) =>
  quote.bids.length > 0 ? Math.min(...quote.bids.map((b) => b.amount)) : null;

export function PendingQuotes({ quotes }: { quotes: Quote[] }) {
  const k = kwachaFormatter(quotes.flatMap((q) => lowestBid(q) ?? []));
  return (
    <Card>
      <SectionHeader title="Pending Quotes" to={`${BASE}/quotes`} linkLabel="View All Quotes" />
      <CardContent>
        {quotes.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No Pending Quotes"
            description="Post a load and the bids you receive will appear here."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {quotes.map((quote) => {
              const lowest = lowestBid(quote);
              return (
                <li key={quote.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-gray-900">{quote.cargo}</p>
                    <p className="text-sm text-gray-700">
                      {quote.fromLocation} → {quote.toLocation}
                    </p>
                    <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
                      {formatTons(quote.weight)} · {quote.bids.length}{' '}
                      {quote.bids.length === 1 ? 'bid' : 'bids'}
                      {lowest === null ? '' : ` · Lowest ${k(lowest)}`} ·
                      <Clock className="size-3" aria-hidden="true" /> Expires {formatDate(quote.expiresAt)}
                    </p>
                  </div>
                  <Link
                    to={`${BASE}/quote/${quote.id}`}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={`Review Bids: ${quote.cargo}, ${quote.fromLocation} to ${quote.toLocation}`}
                  >
                    Review Bids
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
