import path from 'node:path';
import { NJIRA_CONTACT_EMAIL } from '@njira/domain';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections to PostgreSQL. On two cores, 10 keep every answer of the product's load within
   * p99 100 ms; 20 let more backends compete for the cores and the writes' tail grew past it
   * (`npm run bench:load`, ADR 010). A burst of hundreds of bids at once goes faster with 20.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int()
    .min(1)
    .max(100)
    .default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The key the stored secrets (two-factor secrets, idempotency fingerprints) are sealed with, kept
   * out of the database (ADR 032). Unset: generated once into DATA_DIR/secrets-key (mode 0600).
   * Every instance on one database needs the same one.
   */
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.url('must be a URL such as https://njira.example').optional(),
  NODE_ENV: z.string().default('production'),
  /**
   * Which proxies' `X-Forwarded-For` / `-Proto` / `-Host` to believe: unset, none (the client's own
   * address is the peer's, so the login throttle cannot be dodged with a forged header); a number of
   * hops in front of the server; or the proxies' addresses and CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .refine((v) => !/^(true|yes|\*)$/i.test(v.trim()), {
      message:
        'must name the proxies (addresses or CIDRs, comma-separated) or a number of hops: trusting every sender would let any client choose its own address',
    })
    .refine(
      (v) =>
        /^\d+$/.test(v.trim()) ||
        v
          .split(',')
          .every((p) => /^[0-9a-fA-F:.]+(\/\d+)?$|^(loopback|linklocal|uniquelocal)$/.test(p.trim())),
      {
        message: 'must be addresses or CIDRs (comma-separated), loopback, or a number of hops',
      },
    )
    .transform((v): number | string | false =>
      v.trim() === 'false' ? false : /^\d+$/.test(v.trim()) ? Number(v) : v,
    )
    .optional(),
  /**
   * Open connections one client address may hold (not counting TRUST_PROXY's proxies). A mobile
   * operator's NAT puts many people behind one address, hence the generous default.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000000' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(256),
  /** Strict-Transport-Security on responses served over HTTPS (directly, or via a trusted proxy's X-Forwarded-Proto). */
  HSTS: bool.default(true),
  /**
   * Admins must sign in with two-factor (ADR 024); this lets the seeded demo admin (admin@njira.demo)
   * look around without it, so a newcomer can try the admin screens. Turn it off in production.
   */
  ADMIN_2FA_EXEMPT_DEMO: bool.default(true),
  /** Send the outbox (e-mail, SMS) from this instance; any number of instances may (ADR 019b). */
  OUTBOX_WORKER: bool.default(true),
  /** SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example:465; unset = mail is logged. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^/]/.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Njira <no-reply@njira.local>'),
  /** Where the landing page's 'Send us a message' form is e-mailed (through the outbox, like all mail). */
  CONTACT_EMAIL: z.email('must be an e-mail address').default(NJIRA_CONTACT_EMAIL),
  /** An HTTP SMS gateway (POST JSON {to, message, reference}); unset = SMS are logged. */
  SMS_GATEWAY_URL: z
    .url('must be an http(s) URL')
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
    .optional(),
  /** Sent as `Authorization: Bearer <token>` to the SMS gateway. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /**
   * The mobile-money gateway (issue 26, ADR 021): the local sandbox (no set-up; its test numbers
   * choose each outcome) or pawaPay's v2 API (PAWAPAY_BASE_URL and PAWAPAY_API_TOKEN).
   */
  PAYMENTS_GATEWAY: z.enum(['sandbox', 'pawapay']).default('sandbox'),
  /** https://api.sandbox.pawapay.io or https://api.pawapay.io */
  PAWAPAY_BASE_URL: z
    .url('must be an https URL')
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
    .optional(),
  PAWAPAY_API_TOKEN: z.string().min(1).optional(),
  /**
   * Where the sandbox sends its callbacks: this server's own address as the sandbox can reach it.
   * Unset: http://127.0.0.1:<PORT>.
   */
  PAYMENTS_CALLBACK_BASE_URL: z.url('must be a URL').optional(),
  /**
   * Transporters' documents (ADR 026): a directory outside the web root, DATA_DIR/documents by
   * default; or an S3-compatible bucket when DOCUMENTS_S3_ENDPOINT is set (with the four below).
   */
  DOCUMENTS_DIR: z.string().min(1).optional(),
  /** The largest document accepted, in bytes (5 MB). */
  DOCUMENT_MAX_BYTES: z.coerce
    .number({ error: 'must be a whole number of bytes' })
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  DOCUMENTS_S3_ENDPOINT: z
    .url('must be an http(s) URL')
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
    .optional(),
  DOCUMENTS_S3_BUCKET: z.string().min(1).optional(),
  DOCUMENTS_S3_REGION: z.string().min(1).default('us-east-1'),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Config = Omit<z.output<typeof configSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** Parsed once at boot; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: is required when ADMIN_EMAIL is set');
  }
  if (
    parsed.data.PAYMENTS_GATEWAY === 'pawapay' &&
    !(parsed.data.PAWAPAY_BASE_URL && parsed.data.PAWAPAY_API_TOKEN)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAWAPAY_BASE_URL, PAWAPAY_API_TOKEN: are required when PAYMENTS_GATEWAY is pawapay',
    );
  }
  if (
    parsed.data.DOCUMENTS_S3_ENDPOINT &&
    !(
      parsed.data.DOCUMENTS_S3_BUCKET &&
      parsed.data.DOCUMENTS_S3_ACCESS_KEY_ID &&
      parsed.data.DOCUMENTS_S3_SECRET_ACCESS_KEY
    )
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  DOCUMENTS_S3_BUCKET, DOCUMENTS_S3_ACCESS_KEY_ID, DOCUMENTS_S3_SECRET_ACCESS_KEY: are required when DOCUMENTS_S3_ENDPOINT is set',
    );
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
