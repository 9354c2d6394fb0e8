import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { MobileMoneyGateway } from './gateway.ts';
import { createPawapayGateway } from './pawapay.ts';
import { createSandboxGateway } from './sandbox.ts';

/** A gateway and what runs beside it (the sandbox's callback sender). */
export type RunningGateway = MobileMoneyGateway & { start?: () => void; stop?: () => Promise<void> };

export interface GatewayDeps {
  db: Db;
  config: Config;
  /** This server's address as the sandbox reaches it (its callbacks come back here). */
  callbackBaseUrl: () => string;
  /** How long the sandbox's payer takes to approve (tests make it short). */
  sandboxSettleMs?: number | undefined;
}

/** The mobile-money gateway PAYMENTS_GATEWAY names (ADR 021): the local sandbox unless pawaPay is set up. */
export function createGateway(deps: GatewayDeps): RunningGateway {
  const { config } = deps;
  if (config.PAYMENTS_GATEWAY === 'pawapay') {
    return createPawapayGateway({
      baseUrl: config.PAWAPAY_BASE_URL as string,
      apiToken: config.PAWAPAY_API_TOKEN as string,
    });
  }
  return createSandboxGateway({
    db: deps.db,
    callbackBaseUrl: deps.callbackBaseUrl,
    ...(deps.sandboxSettleMs !== undefined ? { settleAfterMs: deps.sandboxSettleMs } : {}),
  });
}
