import {
  type CargoOwnerDashboard,
  type dashboardSchema,
  IN_PROGRESS_SHIPMENT_STATUSES,
  type PlatformStats,
  type TransporterDashboard,
  toKwacha,
} from '@njira/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { platformAggregates } from '../../db/queries/platform-stats.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { cargoOwnerDashboard } from './cargo-owner-dashboard.ts';
import { transporterDashboard } from './transporter-dashboard.ts';

export type Dashboard = z.infer<typeof dashboardSchema>;

export class DashboardService {
  /** `counts`: totals past a thousand rows are a snapshot a few seconds old (ADR 010). */
  constructor(
    private readonly db: Db,
    private readonly counts: SnapshotCache,
  ) {}

  async forCaller(caller: Caller): Promise<Dashboard> {
    switch (caller.role) {
      case 'transporter':
        return { role: 'transporter', data: await this.transporter(caller.userId) };
      case 'cargo-owner':
        return { role: 'cargo-owner', data: await this.cargoOwner(caller.userId) };
      case 'admin':
        return { role: 'admin', data: await this.platform() };
    }
  }

  transporter(transporterId: string): Promise<TransporterDashboard> {
    return transporterDashboard(this.db, this.counts, transporterId);
  }

  cargoOwner(ownerId: string): Promise<CargoOwnerDashboard> {
    return cargoOwnerDashboard(this.db, this.counts, ownerId);
  }

  async platform(now = new Date()): Promise<PlatformStats> {
    const a = await platformAggregates(this.db, ALL_ROWS, { now, inProgress: IN_PROGRESS_SHIPMENT_STATUSES });
    const { ...shipments } = a.shipments;
    const { volumeNgwee, feesNgwee } = a.revenue;
    return {
      revenue: {
        totalVolume: toKwacha(volumeNgwee),
        platformFees: toKwacha(feesNgwee),
        transporterPayouts: toKwacha(volumeNgwee - feesNgwee),
      },
      users: a.users,
      quotes: a.quotes,
      shipments,
      bids: a.bids,
    };
  }
}
