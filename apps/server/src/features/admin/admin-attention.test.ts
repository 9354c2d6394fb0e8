import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDocument } from '../../../test/document-factories.ts';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** Issue 40, item 7: the admin home shows the open disputes and the documents waiting for review. */

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
  admin = await makeAdmin(t.app, t.db);
});
afterAll(() => t.close());

const attention = async () => (await getAs(t, admin, '/api/admin/overview')).json().attention;

async function openDispute(): Promise<void> {
  const id = await makeShipment(t, { owner, transporter });
  expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/dispute`,
    headers: owner.auth,
    payload: { reason: 'Two pallets arrived crushed and wet.' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/admin/overview: attention', () => {
  it('counts nothing on a quiet platform', async () => {
    expect(await attention()).toEqual({ openDisputes: 0, documentsToReview: 0 });
  });

  it('counts each open dispute and each document not yet reviewed, at once (not from a snapshot)', async () => {
    await openDispute();
    await uploadDocument(t.app, transporter, 'drivers_licence');
    expect(await attention()).toEqual({ openDisputes: 1, documentsToReview: 1 });
    await openDispute();
    expect((await attention()).openDisputes).toBe(2);
  });
});
