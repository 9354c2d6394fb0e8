import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextStages,
  resolveStageUpdate,
  STAGE_IDS,
  type StageId,
  stageById,
  stageForShipment,
  stageStates,
  TRACKING_STAGES,
} from './stages.ts';
import { SHIPMENT_STATUSES } from './statuses.ts';

const doneIds = (status: string, progress: number) =>
  stageStates(status, progress)
    .filter((s) => s.done)
    .map((s) => s.id);
const currentIds = (status: string, progress: number) =>
  stageStates(status, progress)
    .filter((s) => s.current)
    .map((s) => s.id);

describe('stageById', () => {
  it('finds a stage and returns undefined for anything else', () => {
    expect(stageById('IN_TRANSIT_NEAR')?.label).toBe('Near Destination');
    expect(stageById('LOST')).toBeUndefined();
  });
});

describe('stageForShipment', () => {
  it('reads IN_TRANSIT at 80% or more as Near Destination', () => {
    expect(stageForShipment('IN_TRANSIT', 50)).toBe('IN_TRANSIT');
    expect(stageForShipment('IN_TRANSIT', 79)).toBe('IN_TRANSIT');
    expect(stageForShipment('IN_TRANSIT', 80)).toBe('IN_TRANSIT_NEAR');
  });

  it('reads PICKED_UP as the Picked Up stage', () => {
    expect(stageForShipment('PICKED_UP', 25)).toBe('AWAITING_PICKUP');
  });

  it('has no stage for a cancelled shipment or an unknown status', () => {
    expect(stageForShipment('CANCELLED', 25)).toBeNull();
    expect(stageForShipment('PENDING', 0)).toBeNull();
  });
});

describe('stageStates', () => {
  it('lists every stage with its label and fixed progress', () => {
    expect(stageStates('PENDING_PICKUP', 10).map((s) => [s.id, s.label, s.progress])).toEqual(
      TRACKING_STAGES.map((s) => [s.id, s.label, s.progress]),
    );
  });

  it('marks stages at or below the current progress done', () => {
    expect(doneIds('PENDING_PICKUP', 10)).toEqual(['PENDING_PICKUP']);
    expect(doneIds('IN_TRANSIT', 50)).toEqual(['PENDING_PICKUP', 'AWAITING_PICKUP', 'IN_TRANSIT']);
  });

  it('marks Pending Pickup done when awaiting pickup, even with stale progress', () => {
    expect(doneIds('AWAITING_PICKUP', 0)).toEqual(['PENDING_PICKUP']);
  });

  it('marks the first two stages done when in transit, even with stale progress', () => {
    expect(doneIds('IN_TRANSIT', 0)).toEqual(['PENDING_PICKUP', 'AWAITING_PICKUP']);
  });

  it('marks Near Destination done and current when in transit at 80% or more', () => {
    const near = stageStates('IN_TRANSIT', 85).find((s) => s.id === 'IN_TRANSIT_NEAR');
    expect(near).toMatchObject({ done: true, current: true });
    expect(currentIds('IN_TRANSIT', 85)).toEqual(['IN_TRANSIT_NEAR']);
  });

  it('marks every stage done when delivered', () => {
    expect(doneIds('DELIVERED', 0)).toEqual([...STAGE_IDS]);
    expect(currentIds('DELIVERED', 100)).toEqual(['DELIVERED']);
  });

  it('has no current stage once cancelled, but keeps the stages reached', () => {
    expect(currentIds('CANCELLED', 25)).toEqual([]);
    expect(doneIds('CANCELLED', 25)).toEqual(['PENDING_PICKUP', 'AWAITING_PICKUP']);
  });

  it('has exactly one current stage for every status but cancelled, at any progress', () => {
    const live = SHIPMENT_STATUSES.filter((s) => s !== 'CANCELLED');
    fc.assert(
      fc.property(fc.constantFrom(...live), fc.integer({ min: 0, max: 100 }), (status, progress) => {
        expect(currentIds(status, progress)).toHaveLength(1);
      }),
    );
  });
});

describe('nextStages', () => {
  it('offers every later stage, not only the next one', () => {
    expect(nextStages('PENDING_PICKUP', 10).map((s) => s.id)).toEqual([
      'AWAITING_PICKUP',
      'IN_TRANSIT',
      'IN_TRANSIT_NEAR',
      'DELIVERED',
    ]);
    expect(nextStages('IN_TRANSIT', 80).map((s) => s.id)).toEqual(['DELIVERED']);
  });

  it('offers nothing once delivered or cancelled', () => {
    expect(nextStages('DELIVERED', 100)).toEqual([]);
    expect(nextStages('CANCELLED', 10)).toEqual([]);
  });

  it('offers only stages that resolveStageUpdate accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPMENT_STATUSES),
        fc.integer({ min: 0, max: 100 }),
        (status, progress) => {
          for (const stage of nextStages(status, progress)) {
            expect(update(status, progress, stage.id).ok).toBe(true);
          }
        },
      ),
    );
  });
});

const FORWARD_ONLY = 'A shipment can only move forward: choose a later stage';
const update = (status: string, progress: number, to: StageId, toProgress?: number) =>
  resolveStageUpdate({ status, progress }, { status: to, progress: toProgress });
const refused = (message: string) => ({ ok: false, message });

describe('resolveStageUpdate', () => {
  it('moves to a later stage with its fixed progress', () => {
    expect(update('PENDING_PICKUP', 10, 'IN_TRANSIT')).toEqual({
      ok: true,
      status: 'IN_TRANSIT',
      progress: 50,
      stage: 'IN_TRANSIT',
    });
  });

  it('stores Near Destination as IN_TRANSIT at 80', () => {
    const expected = { ok: true, status: 'IN_TRANSIT', progress: 80, stage: 'IN_TRANSIT_NEAR' };
    expect(update('IN_TRANSIT', 50, 'IN_TRANSIT_NEAR')).toEqual(expected);
    expect(update('IN_TRANSIT', 50, 'IN_TRANSIT', 80)).toEqual(expected);
  });

  it('refuses a progress that is not the stage’s own', () => {
    expect(update('PENDING_PICKUP', 10, 'IN_TRANSIT', 60)).toEqual(refused('Progress for In Transit is 50'));
  });

  it('refuses the same stage or an earlier one', () => {
    expect(update('IN_TRANSIT', 50, 'IN_TRANSIT')).toEqual(refused(FORWARD_ONLY));
    expect(update('IN_TRANSIT', 80, 'AWAITING_PICKUP')).toEqual(refused(FORWARD_ONLY));
  });

  it('refuses any update once delivered or cancelled', () => {
    expect(update('DELIVERED', 100, 'DELIVERED')).toEqual(refused('Shipment is already delivered'));
    expect(update('CANCELLED', 10, 'IN_TRANSIT')).toEqual(refused('Shipment has been cancelled'));
  });

  it('never moves a shipment backwards', () => {
    const progressArb = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPMENT_STATUSES),
        progressArb,
        fc.constantFrom(...STAGE_IDS),
        fc.option(progressArb, { nil: undefined }),
        (status, progress, to, toProgress) => {
          const result = update(status, progress, to, toProgress);
          if (result.ok) {
            expect(result.progress).toBeGreaterThan(progress);
            expect(stageById(result.stage)?.progress).toBe(result.progress);
          }
        },
      ),
    );
  });
});
