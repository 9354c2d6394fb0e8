import { describe, expect, it } from 'vitest';
import { deliveryCardActions, historyByStage, progressEta, progressUpdateBody } from './progress-update.ts';
import { progressUpdateSchema } from './schemas/shipment.ts';
import { TRACKING_STAGES } from './stages.ts';

const now = new Date('2026-03-10T08:00:00.000Z');
const deliveryDate = '2026-03-14T00:00:00.000Z';

describe('progressEta', () => {
  it('is the shipment’s delivery date when it has one', () => {
    expect(progressEta(deliveryDate, now)).toBe(deliveryDate);
  });

  it('is three days from now without one, or with one that is not a date', () => {
    expect(progressEta(null, now)).toBe('2026-03-13T08:00:00.000Z');
    expect(progressEta('soon', now)).toBe('2026-03-13T08:00:00.000Z');
  });
});

describe('progressUpdateBody', () => {
  it('sends the stage’s status and fixed progress, for every stage', () => {
    for (const stage of TRACKING_STAGES) {
      const body = progressUpdateBody(stage.id, {}, deliveryDate, now);
      expect([body.status, body.progress]).toEqual([stage.status, stage.progress]);
    }
  });

  it('sends Near Destination as IN_TRANSIT at 80', () => {
    expect(progressUpdateBody('IN_TRANSIT_NEAR', {}, deliveryDate, now)).toMatchObject({
      status: 'IN_TRANSIT',
      progress: 80,
    });
  });

  it('trims the location and notes', () => {
    const body = progressUpdateBody(
      'IN_TRANSIT',
      { location: '  Kapiri Mposhi ', notes: '\tFuel stop\n' },
      null,
      now,
    );
    expect(body).toEqual({
      status: 'IN_TRANSIT',
      progress: 50,
      eta: '2026-03-13T08:00:00.000Z',
      location: 'Kapiri Mposhi',
      notes: 'Fuel stop',
    });
  });

  it('leaves out a location or notes that are empty once trimmed', () => {
    const body = progressUpdateBody('DELIVERED', { location: '   ', notes: '' }, deliveryDate, now);
    expect(Object.keys(body).sort()).toEqual(['eta', 'progress', 'status']);
  });

  it('builds a body the API accepts', () => {
    const body = progressUpdateBody('IN_TRANSIT_NEAR', { location: 'Kabwe', notes: 'On time' }, null, now);
    expect(progressUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe('deliveryCardActions', () => {
  it('offers Confirm Pickup while pending pickup', () => {
    expect(deliveryCardActions('PENDING_PICKUP')).toEqual({ pickup: 'confirm', markDelivered: false });
  });

  it('shows pickup as confirmed once awaiting pickup (it cannot move to the stage it is at)', () => {
    expect(deliveryCardActions('AWAITING_PICKUP')).toEqual({ pickup: 'confirmed', markDelivered: false });
  });

  it('offers Mark Delivered only in transit', () => {
    expect(deliveryCardActions('IN_TRANSIT')).toEqual({ pickup: null, markDelivered: true });
    expect(deliveryCardActions('DELIVERED')).toEqual({ pickup: null, markDelivered: false });
    expect(deliveryCardActions('CANCELLED')).toEqual({ pickup: null, markDelivered: false });
  });
});

describe('historyByStage', () => {
  const entry = (status: string, progress: number, notes: string) => ({ status, progress, notes });

  it('files each entry under the stage it reached, IN_TRANSIT at 80 under Near Destination', () => {
    const history = [
      entry('PENDING_PICKUP', 10, 'created'),
      entry('IN_TRANSIT', 50, 'left Kitwe'),
      entry('IN_TRANSIT', 50, 'fuel stop'),
      entry('IN_TRANSIT', 80, 'near Lusaka'),
    ];
    const byStage = historyByStage(history);
    expect(byStage.PENDING_PICKUP?.map((e) => e.notes)).toEqual(['created']);
    expect(byStage.AWAITING_PICKUP).toBeUndefined();
    expect(byStage.IN_TRANSIT?.map((e) => e.notes)).toEqual(['left Kitwe', 'fuel stop']);
    expect(byStage.IN_TRANSIT_NEAR?.map((e) => e.notes)).toEqual(['near Lusaka']);
  });

  it('leaves out a cancellation, which is no tracker stage', () => {
    expect(historyByStage([entry('CANCELLED', 10, 'Cancelled before pickup')])).toEqual({});
  });
});
