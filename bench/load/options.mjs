// The command line of `npm run bench:load`: the rates (the bar by default), the run's length,
// and what to do with the result.

/** The bar's load: what the whole Zambian spot market at peak sends, with room to spare. */
export const DEFAULTS = {
  duration: 60,
  warmup: 10,
  bids: 50,
  reads: 200,
  accepts: 1,
  streams: 100,
  /** Open loads posted through the API before the traffic (issue 40, item 10: 20,000). */
  posted: 20_000,
};

const USAGE = `npm run bench:load [-- options]
  --duration S   seconds measured (default ${DEFAULTS.duration}, at most 600)
  --warmup S     seconds of the same traffic first, climbing to its rates, not measured (default ${DEFAULTS.warmup})
  --bids N       bids a second (default ${DEFAULTS.bids})
  --reads N      reads a second, in the mix bench/load/kinds.mjs sets (default ${DEFAULTS.reads})
  --accepts N    accepted bids a second (default ${DEFAULTS.accepts})
  --streams N    open event streams (default ${DEFAULTS.streams})
  --posted N     open loads posted through the API before the traffic (default ${DEFAULTS.posted})
  --check        exit 1 when a bar fails
  --no-readme    do not record the table in bench/README.md
The goal row: --bids 100 --reads 400 --streams 200.
Environment: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
BENCH_KEEP_DB=1 (keep the scratch database), BENCH_LOG_LEVEL (the server's, default warn).`;

const LIMITS = {
  duration: [1, 600],
  warmup: [0, 120],
  bids: [0, 1000],
  reads: [0, 5000],
  accepts: [0, 100],
  streams: [0, 5000],
  posted: [0, 100_000],
};

/** Whole numbers only: each unit of rate is one connection sending one request a second. */
export function parseOptions(argv) {
  const options = { ...DEFAULTS, check: false, readme: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--check') options.check = true;
    else if (arg === '--no-readme') options.readme = false;
    else if (arg === '--help' || arg === '-h') return { help: USAGE };
    else {
      const [flag, inline] = arg.split('=', 2);
      const key = flag.replace(/^--/, '');
      if (!flag.startsWith('--') || !(key in LIMITS)) return { error: `unknown option ${arg}\n\n${USAGE}` };
      const raw = inline ?? argv[++i];
      const value = Number(raw);
      const [min, max] = LIMITS[key];
      if (!Number.isInteger(value) || value < min || value > max) {
        return { error: `--${key} must be a whole number from ${min} to ${max} (got ${raw})` };
      }
      options[key] = value;
    }
  }
  return { options };
}
