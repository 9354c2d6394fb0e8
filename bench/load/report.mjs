// The result of `npm run bench:load`: a row per kind, the bids lost, the streams, and the bars.

/** The issue's bars, for every kind alike. */
export const BARS = {
  p99Ms: 100,
  errors: 0,
  lostBids: 0,
  /** Below this share of the asked rate the generator fell behind, and the rate was not tested. */
  minRateShare: 0.95,
};

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One kind's row from the requests it sent in the measured window: rates, latency percentiles (ms)
 * of the answered ones, errors (non-2xx answers, and requests unanswered by the end: timeouts and
 * broken connections), and the bars it misses.
 */
export function rowOf(kind, requests, samples, seconds) {
  const mine = requests.filter((r) => r.kind === kind);
  const answered = mine.filter((r) => r.status > 0);
  const sorted = answered.map((r) => r.ms).sort((a, b) => a - b);
  const unanswered = mine.length - answered.length;
  const errors = unanswered + answered.filter((r) => r.status < 200 || r.status >= 300).length;
  const row = {
    key: kind.key,
    label: kind.label,
    asked: kind.rate,
    rate: mine.length / seconds,
    answered: answered.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    unanswered,
    samples: samples.get(kind.key) ?? [],
  };
  row.misses = [
    !(row.p99 <= BARS.p99Ms) && `p99 ${ms(row.p99)} ms > ${BARS.p99Ms}`,
    errors > BARS.errors && `${errors} errors`,
    row.rate < kind.rate * BARS.minRateShare && `${row.rate.toFixed(1)}/s sent of ${kind.rate}/s asked`,
  ].filter(Boolean);
  return row;
}

/**
 * Every bid answered 201 must be stored on its load: looked up by id and load in one query.
 * Returns how many were missing, and how many 201s carried no id.
 */
export async function lostBids(db, placed) {
  const withId = placed.filter((b) => b.id);
  const {
    rows: [found],
  } = await db.query(
    `select count(*)::int as n from bids b
     join unnest($1::uuid[], $2::uuid[]) as p(id, quote_id) on b.id = p.id and b.quote_id = p.quote_id`,
    [withId.map((b) => b.id), withId.map((b) => b.quoteId)],
  );
  return { placed: placed.length, lost: withId.length - found.n, withoutId: placed.length - withId.length };
}

/** The Markdown block: the run's conditions, the table, the bids and the streams, the verdict. */
export function formatReport({
  when,
  machine,
  options,
  data,
  rows,
  bids,
  streams,
  loopDelay,
  pressure,
  failures,
}) {
  const lines = [
    `Recorded ${when} UTC — ${machine}. ${options.duration} s measured after a ${options.warmup} s warm-up ` +
      `climbing to the same rates; asked: ${options.bids} bids/s, ${options.reads} reads/s, ${options.accepts} ` +
      `accepts/s, ${options.streams} event streams. ${data}`,
    '',
    '| kind | asked /s | sent /s | answered | p50 ms | p95 ms | p99 ms | max ms | errors | bars |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.asked} | ${r.rate.toFixed(1)} | ${r.answered} | ${ms(r.p50)} | ${ms(r.p95)} | ` +
        `${ms(r.p99)} | ${ms(r.max)} | ${r.errors}${r.unanswered ? ` (${r.unanswered} unanswered)` : ''} | ` +
        `${r.misses.length ? `✗ ${r.misses.join('; ')}` : '✓'} |`,
    ),
    '',
    `Bids lost: **${bids.lost}** of ${bids.placed} answered 201 (warm-up and late seconds included), each looked up by ` +
      `id on its load afterwards${bids.withoutId ? `; ${bids.withoutId} 201s without an id` : ''}.`,
    `Event streams: ${streams.opened} of ${streams.asked} opened, ${streams.stillOpen} still open at the ` +
      `end; events received: ${
        Object.entries(streams.events)
          .map(([name, n]) => `${n} ${name}`)
          .join(', ') || 'none'
      }.`,
    `The load generator's own event-loop delay during the measurement: p99 ${loopDelay.toFixed(1)} ms.`,
    pressure,
    '',
    failures.length
      ? `**Bars failed:** ${failures.join('; ')}.`
      : '**Every bar held** (p99 ≤ 100 ms per kind, 0 errors, 0 bids lost, every stream open).',
  ];
  return lines.join('\n');
}

/** Every bar that failed, in words. */
export function failuresOf(rows, bids, streams) {
  return [
    ...rows.filter((r) => r.misses.length).map((r) => `${r.key}: ${r.misses.join(', ')}`),
    ...(bids.lost > BARS.lostBids ? [`${bids.lost} bids lost`] : []),
    ...(bids.withoutId ? [`${bids.withoutId} bids answered 201 without an id`] : []),
    ...(streams.stillOpen < streams.asked
      ? [`${streams.asked - streams.stillOpen} event streams not open at the end`]
      : []),
  ];
}
