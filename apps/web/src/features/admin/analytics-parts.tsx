import { type AdminAnalytics, formatKwachaThousands, kwachaFormatter, monthLabel } from '@njira/domain';
import { MapPinned, Package } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/**
 * Monthly Activity Trend: per month the loads posted, shipments created and the platform's
 * revenue, the bar scaled to the largest month's revenue. Plain CSS bars, no chart library.
 */
export function TrendChart({ trend }: { trend: AdminAnalytics['trend'] }) {
  const max = Math.max(0, ...trend.map((m) => m.revenue));
  const k = kwachaFormatter(trend.map((m) => m.revenue));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Monthly Activity Trend</CardTitle>
        <CardDescription>Loads, shipments and platform revenue over the last 6 months</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3" aria-label="Activity per month, last six months">
          {trend.map((m) => {
            const width = max > 0 && m.revenue > 0 ? Math.max(1, Math.round((m.revenue / max) * 100)) : 0;
            return (
              <li
                key={m.month}
                className="grid grid-cols-[4.5rem_1fr] items-center gap-3 sm:grid-cols-[5rem_1fr_14rem]"
              >
                <span className="text-sm font-medium text-gray-900">{monthLabel(m.month)}</span>
                <span className="flex items-center gap-2">
                  <span className="h-3 flex-1 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                    <span
                      className={cn(
                        'block h-full rounded-full',
                        m.revenue > 0 ? 'bg-brand-600' : 'bg-transparent',
                      )}
                      style={{ width: `${width}%` }}
                    />
                  </span>
                  <span className="w-20 text-right text-xs font-semibold whitespace-nowrap text-gray-900">
                    {formatKwachaThousands(m.revenue)}
                    <span className="sr-only"> revenue ({k(m.revenue)})</span>
                  </span>
                </span>
                <span className="col-span-2 text-xs text-muted-foreground sm:col-span-1 sm:text-right">
                  {m.quotes} {m.quotes === 1 ? 'quote' : 'quotes'} · {m.shipments}{' '}
                  {m.shipments === 1 ? 'shipment' : 'shipments'}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

export function TopRoutes({ routes }: { routes: AdminAnalytics['topRoutes'] }) {
  const k = kwachaFormatter(routes.map((r) => r.revenue));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Top Routes</CardTitle>
      </CardHeader>
      <CardContent>
        {routes.length === 0 ? (
          <EmptyState icon={MapPinned} title="No route data available" className="py-6" />
        ) : (
          <ol className="divide-y divide-border">
            {routes.map((r, i) => (
              <li key={r.route} className="flex items-center gap-3 py-2.5">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-gray-900">
                    {r.fromLocation} → {r.toLocation}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {r.shipments} {r.shipments === 1 ? 'shipment' : 'shipments'}
                  </span>
                </span>
                <span className="text-sm font-semibold whitespace-nowrap text-gray-900">{k(r.revenue)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function CargoTypes({ types }: { types: AdminAnalytics['cargoTypes'] }) {
  const total = types.reduce((n, t) => n + t.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Cargo Types</CardTitle>
      </CardHeader>
      <CardContent>
        {types.length === 0 ? (
          <EmptyState icon={Package} title="No cargo data available" className="py-6" />
        ) : (
          <ul className="flex flex-col gap-3">
            {types.map((t) => (
              <li key={t.cargoType}>
                <div className="flex justify-between gap-2 text-sm">
                  <span className="font-medium text-gray-900">{t.cargoType}</span>
                  <span className="text-muted-foreground">
                    {t.count} {t.count === 1 ? 'quote' : 'quotes'}
                  </span>
                </div>
                <span className="mt-1 block h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-accent-500"
                    style={{ width: `${total > 0 ? Math.max(1, Math.round((t.count / total) * 100)) : 0}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
