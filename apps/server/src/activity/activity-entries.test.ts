import { describe, expect, it } from 'vitest';
import { actorName } from './activity-entries.ts';
import { bidAccepted } from './quote-entries.ts';
import { lastUpdateText, shipmentCancelled, shipmentRated } from './shipment-entries.ts';

const owner = {
  id: 'o1',
  role: 'cargo-owner' as const,
  fullName: 'Natasha Phiri',
  companyName: 'Copperbelt Minerals',
};
const admin = { id: 'a1', role: 'admin' as const, fullName: 'Thandiwe Mwale', companyName: 'Njira' };
const load = {
  id: 'q1',
  cargo: 'Mining - Copper',
  fromLocation: 'Kitwe',
  toLocation: 'Lusaka',
  weightKg: 28_000,
};

describe('activity entries', () => {
  it('names a market side by its company and an admin by name', () => {
    expect(actorName(owner)).toBe('Copperbelt Minerals');
    expect(actorName(admin)).toBe('Thandiwe Mwale (admin)');
  });

  it('logs an acceptance before the shipment it creates', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const [accepted, created] = bidAccepted({
      load,
      shipmentId: 's1',
      amount: 12_000,
      owner,
      transporterCompany: 'Chanda Haulage',
      createdAt: at,
    });
    expect(accepted?.type).toBe('BID_ACCEPTED');
    expect(accepted?.description).toBe(
      "Copperbelt Minerals accepted Chanda Haulage's bid of K 12,000 for Mining - Copper",
    );
    expect(created?.type).toBe('SHIPMENT_CREATED');
    expect(created?.createdAt?.getTime()).toBeGreaterThan(
      accepted?.createdAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it('credits an admin cancellation to the admin', () => {
    const facts = {
      id: 'abcdef1234567890',
      quoteId: 'q1',
      status: 'CANCELLED',
      progress: 10,
      amount: 9_000,
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
    };
    expect(shipmentCancelled(facts, admin).description).toBe(
      'Thandiwe Mwale (admin) cancelled shipment #34567890 (Kitwe → Lusaka)',
    );
  });

  it('words the last update with the place when there is one', () => {
    expect(lastUpdateText('In Transit', 'Kapiri Mposhi weighbridge')).toBe(
      'In Transit — Kapiri Mposhi weighbridge',
    );
    expect(lastUpdateText('In Transit', null)).toBe('In Transit');
  });

  it('logs a rating with rater, ratee, stars and the shipment, never the comment or an amount', () => {
    const shipment = { id: '5b1e6a2c-3d4f-4a8b-9c0d-00000000abcd', quoteId: 'q1' };
    const entry = shipmentRated(shipment, owner, 'Chanda Haulage', 4);
    expect(entry).toMatchObject({
      type: 'SHIPMENT_RATED',
      description: 'Copperbelt Minerals rated Chanda Haulage 4 stars for shipment #0000ABCD',
      actorId: 'o1',
      shipmentId: shipment.id,
      quoteId: 'q1',
      metadata: { stars: 4, ratee: 'Chanda Haulage' },
    });
    expect(entry.metadata).not.toHaveProperty('amount');
    expect(shipmentRated(shipment, owner, 'Chanda Haulage', 1).description).toContain('1 star for');
  });
});
