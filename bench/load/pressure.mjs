// The machine's own contention during the measured window, from Linux's pressure stall information
// (/proc/pressure/{cpu,io}: microseconds in which some, or all, runnable tasks waited). On a shared
// machine a run can stall for reasons outside the code under test; this says when it did.
import { readFileSync } from 'node:fs';

const RESOURCES = ['cpu', 'io'];

function totals() {
  const read = {};
  for (const resource of RESOURCES) {
    try {
      const text = readFileSync(`/proc/pressure/${resource}`, 'utf8');
      for (const line of text.split('\n')) {
        const [kind, ...fields] = line.trim().split(' ');
        const total = fields.find((f) => f.startsWith('total='));
        if (kind && total) read[`${resource} ${kind}`] = Number(total.slice('total='.length));
      }
    } catch {
      return null; // not Linux, or a kernel without PSI
    }
  }
  return read;
}

/** Starts a reading; `stop()` returns each resource's stalled share of the time between, or null. */
export function startPressure() {
  let start = null;
  let startedAt = 0;
  return {
    begin() {
      start = totals();
      startedAt = performance.now();
    },
    stop() {
      const end = totals();
      if (!start || !end) return null;
      const elapsedUs = (performance.now() - startedAt) * 1000;
      return Object.fromEntries(
        Object.keys(end)
          .filter((k) => k in start)
          .map((k) => [k, (100 * (end[k] - start[k])) / elapsedUs]),
      );
    },
  };
}

/** One sentence for the report. */
export function describePressure(shares) {
  if (!shares) return 'The machine’s stall figures (Linux PSI) were not available.';
  const pct = (k) => `${(shares[k] ?? 0).toFixed(1)}%`;
  // The CPU share counts the run's own contention too (generator, server and PostgreSQL on the same
  // cores): it compares runs with each other, it does not by itself say the machine was to blame.
  return (
    `The machine during the measurement (Linux PSI, share of the time some task waited): CPU ${pct('cpu some')} ` +
    `(this run's own load included), I/O ${pct('io some')} (all tasks: ${pct('io full')}).`
  );
}
