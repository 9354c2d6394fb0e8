import { randomUUID } from 'node:crypto';
import type { Actor } from './factories.ts';
import { makeShipment, patchShipment } from './shipment-factories.ts';
import type { TestContext } from './test-app.ts';

/** Positions and tracking links for their tests, through the API as the phone and the owner send them. */

/** A fix near Kapiri Mposhi, taken now, with a new phone id; `over` changes any field. */
export function fix(over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    latitude: -13.9714,
    longitude: 28.6692,
    accuracy: 30,
    takenAt: new Date().toISOString(),
    ...over,
  };
}

export function postPosition(t: TestContext, actor: Actor | null, shipmentId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/positions`,
    headers: actor ? actor.auth : {},
    payload: body,
  });
}

export function putSharing(t: TestContext, actor: Actor | null, shipmentId: string, share: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/shipments/${shipmentId}/location-sharing`,
    headers: actor ? actor.auth : {},
    payload: { share },
  });
}

/** A paid shipment between the two, picked up, with 'Share my location' on unless told otherwise. */
export async function shipmentOnTheRoad(
  t: TestContext,
  owner: Actor,
  transporter: Actor,
  { share = true, stage = 'AWAITING_PICKUP' }: { share?: boolean; stage?: string } = {},
): Promise<string> {
  const id = await makeShipment(t, { owner, transporter });
  const moved = await patchShipment(t, transporter, id, { status: stage });
  if (moved.statusCode !== 200) throw new Error(`stage ${stage} failed: ${moved.statusCode} ${moved.body}`);
  if (share) {
    const res = await putSharing(t, transporter, id, true);
    if (res.statusCode !== 200) throw new Error(`sharing failed: ${res.statusCode} ${res.body}`);
  }
  return id;
}
