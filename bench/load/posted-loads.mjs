// More open loads, posted as cargo owners post them: through POST /api/quotes, so that each one
// writes what real posting writes (the load, its activity entry, the lane transporters'
// notifications and their e-mail and SMS rows in the outbox). Issue 40, item 10: the set-based scale
// (bench/api/seed-scale.mjs) writes quotes and bids only, and bids were fast there but not on a
// marketplace grown through the API.

/** Requests in flight while posting: enough to keep both cores busy, few enough to stay in the pool. */
const IN_FLIGHT = 16;

/** The demo's lanes and cargo, each posted load one of each (so lanes and their alerts are the demo's). */
async function templates(db) {
  const { rows } = await db.query(
    `select cargo_type, cargo_description, weight_kg::float8 as weight, from_location, from_address,
            to_location, to_address, max_budget_ngwee::float8 / 100 as budget, insurance_required
     from quotes order by id`,
  );
  return rows;
}

function bodyOf(t, i) {
  const day = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  return {
    pickupDate: day(2 + (i % 5)),
    deliveryDate: day(7 + (i % 5)),
    cargoType: t.cargo_type,
    cargoDescription: `${t.cargo_description} (bench post ${i})`.slice(0, 500),
    weight: t.weight,
    fromLocation: t.from_location,
    fromAddress: t.from_address,
    toLocation: t.to_location,
    toAddress: t.to_address,
    maxBudget: Math.round(t.budget),
    insuranceRequired: t.insurance_required,
  };
}

/**
 * Posts `count` loads round-robin as `owners` (ids whose tokens are in `tokens`); throws on the first
 * answer that is not 201. Answers how many were posted and in how many seconds.
 */
export async function postLoads({ db, base, owners, tokens, count }) {
  const lanes = await templates(db);
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const owner = owners[i % owners.length];
      const res = await fetch(`${base}/api/quotes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.get(owner)}`, 'content-type': 'application/json' },
        body: JSON.stringify(bodyOf(lanes[(i * 7) % lanes.length], i)),
      });
      if (res.status !== 201) throw new Error(`posting load ${i}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { posted: count, seconds: (performance.now() - t0) / 1000 };
}
