import type { StageId } from '@njira/domain';

type StageFixListener = (stage: StageId) => void;

const listeners = new Map<string, Set<StageFixListener>>();

/**
 * A stage update asks for one position with it (issue 41): the transporter's open 'Share my
 * location' (use-position-reporter.ts) hears it and sends a fresh fix, whatever the cadence.
 */
export function requestStageFix(shipmentId: string, stage: StageId): void {
  for (const listener of listeners.get(shipmentId) ?? []) listener(stage);
}

/** Listens for the stage updates of one shipment; returns the function that stops listening. */
export function onStageFix(shipmentId: string, listener: StageFixListener): () => void {
  let set = listeners.get(shipmentId);
  if (!set) {
    set = new Set();
    listeners.set(shipmentId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(shipmentId);
  };
}
