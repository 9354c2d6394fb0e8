// Bench-only preload: counts the statements the server sends to PostgreSQL, with the time each
// round trip took, so `npm run bench:api` can report statements per request and the SQL to EXPLAIN.
// Loaded with `node --import ./bench/api/count-statements.mjs apps/server/dist/server.js`; the server
// itself is not changed. It patches pg.Client#query (the pool, Drizzle and transactions all go
// through it) and answers over the IPC channel the bench opens:
//   { cmd: 'reset' } → { ok: true }
//   { cmd: 'read' }  → { statements, dbMs, texts: [{ text, count, ms, values }] }
import pg from 'pg';

const MAX_TEXTS = 500;
let statements = 0;
let dbMs = 0;
/** @type {Map<string, { text: string, count: number, ms: number, values: unknown[] | undefined }>} */
let texts = new Map();

function record(text, values, ms) {
  statements++;
  dbMs += ms;
  const entry = texts.get(text);
  if (entry) {
    entry.count++;
    entry.ms += ms;
    entry.values = values;
  } else if (texts.size < MAX_TEXTS) {
    texts.set(text, { text, count: 1, ms, values });
  }
}

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : (config?.text ?? '(submittable)');
  const params = Array.isArray(values) ? values : config?.values;
  const started = performance.now();
  const done = () => record(text, params, performance.now() - started);
  if (typeof callback === 'function') {
    return original.call(this, config, values, (err, res) => {
      done();
      callback(err, res);
    });
  }
  if (typeof values === 'function') {
    return original.call(this, config, (err, res) => {
      done();
      values(err, res);
    });
  }
  if (typeof config?.callback === 'function') {
    const cb = config.callback;
    config.callback = (err, res) => {
      done();
      cb(err, res);
    };
    return original.call(this, config, values);
  }
  const result = original.call(this, config, values);
  if (result && typeof result.then === 'function') {
    result.then(done, done);
  }
  return result;
};

if (process.send) {
  process.on('message', (msg) => {
    if (msg?.cmd === 'reset') {
      statements = 0;
      dbMs = 0;
      texts = new Map();
      process.send({ ok: true });
    } else if (msg?.cmd === 'read') {
      process.send({ statements, dbMs, texts: [...texts.values()] });
    }
  });
  // The channel must not keep the server alive (it exits through process.exit on a signal anyway).
  process.channel?.unref();
}
