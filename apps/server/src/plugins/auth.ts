import type { Role } from '@njira/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { TokenService } from '../lib/tokens.ts';

export interface Caller {
  userId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid Bearer access token is required. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: a valid token of one of these roles is required. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
}

/** The signed-in caller; only call after `authenticate` ran. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService }) => {
    app.decorateRequest('caller', null);

    async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized('Please log in to continue');
      const claims = await opts.tokens.verify(match[1]);
      if (!claims) throw unauthorized('Your session has expired. Please log in again.');
      request.caller = { userId: claims.sub, role: claims.role };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]) => {
      const allowed = new Set<Role>(roles);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        if (!allowed.has(callerOf(request).role)) throw forbidden();
      };
    });
  },
  { name: 'auth' },
);
