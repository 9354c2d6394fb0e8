import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { securityHeadersPlugin } from '../../apps/server/src/plugins/security-headers.ts';
import { webPlugin } from '../../apps/server/src/plugins/web.ts';
import { env } from './env.ts';

/**
 * A deployment of the web app of its own (the server's web and security-headers plugins over a copy
 * of the build), so a test can ship a "new version" that no other test's browser sees.
 */
export async function privateDeployment() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'njira-deploy-'));
  cpSync(path.join(env.dataDir, 'web'), root, { recursive: true });
  const server = Fastify();
  await server.register(securityHeadersPlugin, { hsts: false, webRoot: root });
  await server.register(webPlugin, { root });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    /** What a deploy does to a returning visitor: the service worker script has changed. */
    shipNewVersion() {
      appendFileSync(path.join(root, 'sw.js'), `\n// deployed ${new Date().toISOString()}\n`);
    },
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
