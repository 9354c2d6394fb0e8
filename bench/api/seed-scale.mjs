// The 100,000-quote scale of `npm run bench:api`, in set-based SQL (INSERT … SELECT generate_series),
// on a database the server has migrated and seeded with the demo marketplace.
//
// Every value comes from the demo data, so it is as realistic as the demo: each scale quote takes its
// cargo (type, description, weight) from one demo quote and its lane (cities, addresses, road
// distance) from another, its owner from the demo cargo owners, and its budget within ±25% of the
// demo's. Statuses: 80,000 ACTIVE and unexpired (posted over the last 6.4 days, 7-day validity),
// then ACCEPTED, CANCELLED and EXPIRED (the expired ones posted over a week ago), 6,667 or so each.
// Bids: 0–5 per quote (at least one on an accepted quote, whose cheapest bid is the accepted one),
// from distinct demo transporters, each at most the budget. Accepted scale quotes get no shipment
// row: the shipment routes are measured on the demo marketplace.
export const SCALE_QUOTES = 100_000;
export const SCALE_ACTIVE = 80_000;

/** Seeds the scale in one transaction; returns the counts it made. */
export async function seedScale(client) {
  await client.query('begin');
  try {
    // A bulk load gathers the search index's new entries in its pending list and merges them once
    // (PostgreSQL's advice for bulk loads); the product writes straight through (fastupdate off,
    // schema/index-options.ts), restored below before anything is measured.
    await client.query('alter index quotes_search_idx set (fastupdate = on)');
    await client.query('select setseed(0.2026)');
    await client.query(`
      create temp table scale_cargo on commit drop as
      select row_number() over (order by id) as i, cargo, cargo_type, cargo_description, weight_kg,
             dimensions, estimated_value_ngwee, max_budget_ngwee, insurance_required, special_instructions
      from quotes`);
    await client.query(`
      create temp table scale_lane on commit drop as
      select row_number() over (order by from_location, to_location) as i, from_location, from_address,
             to_location, to_address, distance_km
      from (select distinct on (from_location, to_location) from_location, from_address, to_location,
                   to_address, distance_km
            from quotes order by from_location, to_location, id) l`);
    await client.query('create temp table demo_ids on commit drop as select id from quotes');
    // g % 5 <> 0 → ACTIVE (80,000); the rest cycle ACCEPTED, CANCELLED, EXPIRED.
    const quotes = await client.query(
      `
      with c as (select count(*) as n from scale_cargo),
           l as (select count(*) as n from scale_lane),
           o as (select array_agg(id order by email) as ids from users where role = 'cargo-owner'),
           plan as (
             select g,
                    case when g % 5 <> 0 then 'ACTIVE'
                         when (g / 5) % 3 = 0 then 'ACCEPTED'
                         when (g / 5) % 3 = 1 then 'CANCELLED'
                         else 'EXPIRED' end as status
             from generate_series(1, $1::int) g
           ),
           timed as (
             select g, status,
                    now() - make_interval(secs => g * 5.5::float8)
                          - case when status = 'EXPIRED' then interval '7 days' else interval '0' end as created
             from plan
           )
      insert into quotes (owner_id, status, cargo, cargo_type, cargo_description, from_location,
                          from_address, to_location, to_address, weight_kg, distance_km, dimensions,
                          pickup_date, delivery_date, expires_at, estimated_value_ngwee, max_budget_ngwee,
                          insurance_required, special_instructions, created_at, updated_at)
      select o.ids[1 + (t.g * 7) % cardinality(o.ids)], t.status, sc.cargo, sc.cargo_type,
             sc.cargo_description, sl.from_location, sl.from_address, sl.to_location, sl.to_address,
             greatest(1, round(sc.weight_kg * (0.8 + 0.4 * random())))::int, sl.distance_km, sc.dimensions,
             t.created + make_interval(days => 1 + t.g % 5),
             t.created + make_interval(days => 2 + t.g % 5 + coalesce(sl.distance_km, 500) / 500),
             t.created + interval '7 days',
             sc.estimated_value_ngwee,
             greatest(10000, round(sc.max_budget_ngwee * (0.75 + 0.5 * random()) / 10000) * 10000)::bigint,
             sc.insurance_required, sc.special_instructions, t.created, t.created
      from timed t
      cross join c cross join l cross join o
      join scale_cargo sc on sc.i = 1 + (t.g * 31) % c.n
      join scale_lane sl on sl.i = 1 + (t.g * 17) % l.n`,
      [SCALE_QUOTES],
    );
    await client.query(`
      create temp table scale_ids on commit drop as
      select id from quotes q where not exists (select 1 from demo_ids d where d.id = q.id)`);
    // Distinct bidders per quote: transporter (n*7 + k) mod T for k < 5 ≤ T.
    const bids = await client.query(`
      with t as (select array_agg(id order by email) as ids from users where role = 'transporter'),
           q as (
             select q.id, q.status, q.max_budget_ngwee, q.created_at, q.expires_at,
                    row_number() over (order by q.created_at, q.id) as n
             from quotes q join scale_ids s on s.id = q.id
           )
      insert into bids (quote_id, transporter_id, amount_ngwee, estimated_days, notes, created_at)
      select q.id, t.ids[1 + (q.n * 7 + k) % cardinality(t.ids)],
             greatest(100, round(q.max_budget_ngwee * (0.55 + 0.45 * random()) / 100) * 100)::bigint,
             1 + (q.n + k) % 10,
             case when k % 2 = 0 then 'Can load within 24 hours; tarpaulins and straps on board' end,
             q.created_at + (least(now(), q.expires_at) - q.created_at) * random()
      from q cross join t
      cross join lateral generate_series(0,
        (case when q.status = 'ACCEPTED' then 1 + q.n % 5 else q.n % 6 end) - 1) k
      where cardinality(t.ids) >= 5`);
    await client.query(`
      update bids b set is_accepted = true
      from (select distinct on (b.quote_id) b.id
            from bids b join quotes q on q.id = b.quote_id join scale_ids s on s.id = q.id
            where q.status = 'ACCEPTED'
            order by b.quote_id, b.amount_ngwee, b.created_at) w
      where b.id = w.id`);
    // Each load's bid count, as the bids' own transactions keep it when they come through the API.
    await client.query(`
      update quotes q set bid_count = c.n
      from (select b.quote_id, count(*)::int as n from bids b join scale_ids s on s.id = b.quote_id
            group by b.quote_id) c
      where q.id = c.quote_id`);
    await client.query('alter index quotes_search_idx set (fastupdate = off)');
    await client.query('commit');
    await client.query(`select gin_clean_pending_list('quotes_search_idx')`);
    // The steady state of a table that has been live a while: statistics and visibility map set
    // (autovacuum would do it after a bulk insert; here it must not happen mid-measurement).
    await client.query('vacuum (analyze)');
    // And the bulk load's dirty pages written now, not by a checkpoint in the middle of a route.
    await client.query('checkpoint').catch(() => {});
    const {
      rows: [counts],
    } = await client.query(`
      select (select count(*)::int from quotes) as quotes,
             (select count(*)::int from quotes where status = 'ACTIVE' and expires_at > now()) as open,
             (select count(*)::int from bids) as bids`);
    return { scaleQuotes: quotes.rowCount, scaleBids: bids.rowCount, ...counts };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}
