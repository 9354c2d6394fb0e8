import { ROLES, type Role } from '@njira/domain';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../lib/caller.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { TokenService } from '../lib/tokens.ts';

/** Who may call a route: anyone, or a signed-in user of one of these roles. */
export type Access = 'public' | readonly [Role, ...Role[]];
/** Any signed-in user; the service then applies the row rules (whose quote, whose shipment). */
export const SIGNED_IN: Access = ROLES;

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The route's request schemas, for the tests generated from them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: the server refuses to start with a route that has none. */
    access?: Access;
    /**
     * Open to an admin who has not turned two-factor on yet: the few routes needed to turn it on
     * (ADR 024). Every other route refuses such an admin.
     */
    beforeTwoFactor?: true;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every /api route and its declared access, in registration order (for the access test). */
    routeAccess: RouteAccess[];
  }
}

/**
 * Routes registered by a library under /api whose options we do not write: the interactive docs'
 * page and its static files. Public by this declaration; every other /api route declares its own.
 */
const LIBRARY_PUBLIC_PREFIXES = ['/api/docs'];

/** The signed-in caller; the access guard has already run on every non-public route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

function bearerToken(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * Default-deny access (ADR 006). Each /api route states `config.access`; at registration this
 * installs the guard in front of the route's own hooks, marks it in the OpenAPI document, and
 * refuses a route that states nothing, so the server does not start with an unguarded route.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      tokens: TokenService;
      /** Refuses an admin without two-factor (403 `two_factor_required`, ADR 024). */
      checkAdmin?: (userId: string) => Promise<void>;
    },
  ) => {
    app.decorateRequest('caller', null);
    app.decorate('routeAccess', [] as RouteAccess[]);

    const guard = (
      access: Exclude<Access, 'public'>,
      beforeTwoFactor: boolean,
    ): onRequestAsyncHookHandler => {
      const allowed = new Set<Role>(access);
      return async (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('Please log in to continue');
        const claims = await opts.tokens.verify(token);
        if (!claims) throw unauthorized('Your session has expired. Please log in again.');
        request.caller = { userId: claims.sub, role: claims.role, sessionId: claims.sid };
        if (!allowed.has(claims.role)) throw forbidden();
        // Admins see every row (ADR 006): on any route, not only /api/admin, they need two-factor.
        if (claims.role === 'admin' && !beforeTwoFactor) await opts.checkAdmin?.(claims.sub);
      };
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api')) return;
      if (LIBRARY_PUBLIC_PREFIXES.some((p) => route.url === p || route.url.startsWith(`${p}/`))) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no access: set config.access to 'public' or the roles allowed`,
        );
      }
      for (const method of [route.method].flat()) {
        app.routeAccess.push({ method, url: route.url, access, schema: route.schema });
      }
      if (access === 'public') {
        // Public on purpose, and the OpenAPI document says so (an empty requirement, not a missing one).
        route.schema = { ...route.schema, security: [] };
        return;
      }
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard(access, route.config?.beforeTwoFactor === true), ...own];
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'auth' },
);
