import type { AdminActivity } from '@njira/domain';
import type { ActivityRow } from '../../db/queries/admin-activities.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The spec's activity record: the metadata keys the screen knows, each only when it has one. */
export function toAdminActivityDto(row: ActivityRow): AdminActivity {
  const m = row.metadata ?? {};
  const metadata: AdminActivity['metadata'] = {};
  const pairs: [keyof AdminActivity['metadata'], string | number | undefined][] = [
    ['amount', num(m.amount)],
    ['status', str(m.status)],
    ['from', str(m.from)],
    ['to', str(m.to)],
    ['weight', num(m.weight)],
    ['quoteId', str(m.quoteId) ?? row.quoteId ?? undefined],
    ['shipmentId', str(m.shipmentId) ?? row.shipmentId ?? undefined],
    ['transporter', str(m.transporter)],
  ];
  for (const [key, value] of pairs) {
    if (value !== undefined) Object.assign(metadata, { [key]: value });
  }
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    user: row.actorName,
    timestamp: row.createdAt.toISOString(),
    metadata,
  };
}
