import type { PostLoadInput, Quote } from '@njira/domain';
import sharp from 'sharp';
import { type Account, type SignupRole, signUpViaApi } from './accounts.ts';
import { env } from './env.ts';

/** A fresh account and its access token, for setting up a journey through the API. */
export interface ApiActor extends Account {
  token: string;
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${env.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs a fresh account up (signUpViaApi) and logs it in for a token. */
export async function actorViaApi(role: SignupRole, label: string = role): Promise<ApiActor> {
  const account = await signUpViaApi(role, label);
  const { access_token } = await call<{ access_token: string }>('POST', '/auth/login', null, {
    email: account.email,
    password: account.password,
  });
  return { ...account, token: access_token };
}

const DAY_MS = 86_400_000;

/**
 * The owner posts a load through the API: by default Kitwe → Lusaka, 28 t of copper cathodes,
 * K 15,000 budget, picked up in 3 days. `overrides` change any field.
 */
export function postLoadViaApi(owner: ApiActor, overrides: Partial<PostLoadInput> = {}): Promise<Quote> {
  const body: PostLoadInput = {
    cargoType: 'mining',
    cargoDescription: 'Copper cathodes on pallets',
    weight: 28_000,
    dimensions: '12m x 2.4m x 2m',
    fromLocation: 'Kitwe',
    fromAddress: 'Plot 12, Nkana East',
    toLocation: 'Lusaka',
    toAddress: 'Lusaka South MFEZ, Gate 3',
    estimatedValue: 40_000,
    insuranceRequired: false,
    specialInstructions: 'Tarpaulin required',
    pickupDate: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    deliveryDate: new Date(Date.now() + 6 * DAY_MS).toISOString(),
    maxBudget: 15_000,
    ...overrides,
  };
  return call<Quote>('POST', '/quotes', owner.token, body);
}

/** The owner accepts `transporter`'s bid on the quote (found as the owner sees the quote). Returns the shipment id. */
export async function acceptBidViaApi(
  owner: ApiActor,
  quoteId: string,
  transporter: Account,
): Promise<string> {
  const quote = await call<Quote>('GET', `/quotes/${quoteId}`, owner.token);
  const bid = quote.bids.find((b) => b.transporter?.companyName === transporter.companyName);
  if (!bid) throw new Error(`No bid from ${transporter.companyName} on quote ${quoteId}`);
  const accepted = await call<{ shipmentId: string }>(
    'POST',
    `/quotes/${quoteId}/bids/${bid.id}/accept`,
    owner.token,
  );
  return accepted.shipmentId;
}

/**
 * The owner posts a load (Kitwe → Lusaka, 28 t of copper cathodes), the transporter bids `amount`
 * and the owner accepts: a fresh PENDING_PICKUP shipment between the two. Returns its id.
 */
export async function acceptedShipmentViaApi(
  owner: ApiActor,
  transporter: ApiActor,
  opts: { amount?: number; cargoDescription?: string; paid?: boolean } = {},
): Promise<string> {
  const quote = await postLoadViaApi(
    owner,
    opts.cargoDescription === undefined ? {} : { cargoDescription: opts.cargoDescription },
  );
  const bid = await call<{ id: string }>('POST', `/quotes/${quote.id}/bids`, transporter.token, {
    amount: opts.amount ?? 12_000,
    estimatedDays: 2,
    notes: 'Flatbed available, tarpaulins on board',
  });
  const accepted = await call<{ shipmentId: string }>(
    'POST',
    `/quotes/${quote.id}/bids/${bid.id}/accept`,
    owner.token,
  );
  if (opts.paid !== false) await payViaApi(owner, accepted.shipmentId);
  return accepted.shipmentId;
}

/**
 * A wallet of its own for each payment, which the local mobile-money sandbox approves (it completes
 * any number outside pawaPay's test table): one number takes only 5 payment prompts in 10 minutes
 * (issue 39), and the journeys pay many shipments.
 */
export function approvingWallet() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { provider: 'MTN_MOMO_ZMB', phoneNumber: `26096${digits}` } as const;
}

/**
 * The owner pays the shipment into escrow through the API and the sandbox (which approves after a
 * few seconds and calls the server back), and waits until the payment is held: pickup needs it.
 */
export async function payViaApi(owner: ApiActor, shipmentId: string): Promise<void> {
  await call('POST', `/shipments/${shipmentId}/payment`, owner.token, approvingWallet());
  const deadline = Date.now() + 30_000;
  for (;;) {
    const payment = await call<{ status: string }>('GET', `/shipments/${shipmentId}/payment`, owner.token);
    if (payment.status === 'held') return;
    if (payment.status !== 'processing' || Date.now() > deadline) {
      throw new Error(`the payment of shipment ${shipmentId} ended ${payment.status}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The shipment as its party sees it through the API. */
export function shipmentViaApi(actor: ApiActor, id: string) {
  return call<{ status: string; progress: number; driverName: string | null }>(
    'GET',
    `/shipments/${id}`,
    actor.token,
  );
}

/** A real photo of a delivery note (a small JPEG), as the driver's phone would send it. */
export function deliveryPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#d9c7a3' } })
    .jpeg()
    .toBuffer();
}

/** The receiver's delivery code, as the owner's shipment page shows it. */
export async function deliveryCodeViaApi(owner: ApiActor, shipmentId: string): Promise<string> {
  const { code } = await call<{ code: string | null }>(
    'GET',
    `/shipments/${shipmentId}/delivery`,
    owner.token,
  );
  if (!code) throw new Error(`shipment ${shipmentId} has no delivery code yet (not paid?)`);
  return code;
}

/**
 * The transporter delivers with the proof (issue 39): the receiver's code, which the owner's page
 * shows (read here as the owner), a receiver's name and a photo. Straight from any stage: a
 * delivery before the pickup date or with no stage on the road is confirmed as unusual.
 */
export async function deliverViaApi(
  transporter: ApiActor,
  shipmentId: string,
  owner: ApiActor,
  extra: { location?: string; notes?: string } = {},
): Promise<void> {
  const code = await deliveryCodeViaApi(owner, shipmentId);
  const form = new FormData();
  form.append('code', code);
  form.append('receiverName', 'Mary Mwale');
  if (extra.location) form.append('location', extra.location);
  if (extra.notes) form.append('notes', extra.notes);
  form.append('confirmUnusual', 'true');
  form.append(
    'photo',
    new Blob([new Uint8Array(await deliveryPhoto())], { type: 'image/jpeg' }),
    'delivery.jpg',
  );
  const response = await fetch(`${env.baseUrl}/api/shipments/${shipmentId}/delivery`, {
    method: 'POST',
    headers: { authorization: `Bearer ${transporter.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`delivery answered ${response.status}: ${await response.text()}`);
}

/** The owner confirms the delivery (POST /api/shipments/:id/payment/release): escrow is released 80/20. */
export async function releaseViaApi(owner: ApiActor, shipmentId: string): Promise<void> {
  await call('POST', `/shipments/${shipmentId}/payment/release`, owner.token);
}

/**
 * The owner confirms the delivery and the sandbox pays the transporter's 80% out to its wallet
 * (after a few seconds, by callback): waits until the payout completed, which is when Earnings
 * counts it as paid.
 */
export async function releaseAndPayOutViaApi(
  owner: ApiActor,
  transporter: ApiActor,
  shipmentId: string,
): Promise<void> {
  await releaseViaApi(owner, shipmentId);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { payout } = await call<{ payout: { status: string } | null }>(
      'GET',
      `/shipments/${shipmentId}/payment`,
      transporter.token,
    );
    if (payout?.status === 'COMPLETED') return;
    if (payout?.status === 'FAILED' || Date.now() > deadline) {
      throw new Error(`the payout of shipment ${shipmentId} ended ${payout?.status ?? 'not started'}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One party of a delivered shipment rates the other (POST /api/shipments/:id/rating). */
export async function rateViaApi(
  actor: ApiActor,
  shipmentId: string,
  rating: { stars: number; comment?: string },
): Promise<void> {
  await call('POST', `/shipments/${shipmentId}/rating`, actor.token, rating);
}

/** A party or rating as the API sends it (only what the journeys read). */
export interface PartyView {
  id: string;
  companyName: string;
  rating?: { average: number | null; count: number };
}

/** The owner posts the same load again and the transporter bids on it; returns the quote's id. */
export async function biddedLoadViaApi(
  owner: ApiActor,
  transporter: ApiActor,
  amount = 11_000,
): Promise<string> {
  const quote = await call<{ id: string }>('POST', '/quotes', owner.token, {
    cargoType: 'agricultural',
    cargoDescription: 'Maize in 50 kg bags',
    weight: 20_000,
    dimensions: '10m x 2.4m x 2m',
    fromLocation: 'Chipata',
    fromAddress: 'Chipata Grain Depot, Plot 4',
    toLocation: 'Lusaka',
    toAddress: 'Lusaka Millers, Kafue Road',
    estimatedValue: 30_000,
    insuranceRequired: false,
    specialInstructions: 'Keep dry',
    pickupDate: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    deliveryDate: new Date(Date.now() + 6 * DAY_MS).toISOString(),
    maxBudget: 15_000,
  });
  await call('POST', `/quotes/${quote.id}/bids`, transporter.token, { amount, estimatedDays: 2 });
  return quote.id;
}

/** GET /api/quotes/:id as this actor: its bids with their transporters as it may see them. */
export function quoteBidsViaApi(actor: ApiActor, quoteId: string) {
  return call<{ bids: { amount: number; transporter?: PartyView }[] }>(
    'GET',
    `/quotes/${quoteId}`,
    actor.token,
  );
}

/** GET /api/shipments/:id with both parties and the caller's own rating. */
export function ratedShipmentViaApi(actor: ApiActor, shipmentId: string) {
  return call<{
    cargoOwner: PartyView;
    transporter: PartyView;
    myRating: { stars: number; comment: string | null } | null;
  }>('GET', `/shipments/${shipmentId}`, actor.token);
}

/** PATCH /api/shipments/:id as this actor (the transporter posting progress or driver details). */
export function patchShipmentViaApi(actor: ApiActor, id: string, body: Record<string, unknown>) {
  return call<{ status: string; progress: number }>('PATCH', `/shipments/${id}`, actor.token, body);
}

/** A GET's status code and bytes as this actor, for documents and refusals. */
export async function fetchViaApi(
  actor: ApiActor,
  path: string,
): Promise<{ status: number; body: Uint8Array }> {
  const response = await fetch(`${env.baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${actor.token}` },
  });
  return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
}
