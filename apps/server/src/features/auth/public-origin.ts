import type { Config } from '../../config.ts';

/** Where e-mailed links point: PUBLIC_URL, or this server on localhost. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
