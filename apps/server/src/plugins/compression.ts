import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a response goes out as it is: the headers would cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API responses (and any page or file that has no precompressed copy) are compressed on the fly,
 * brotli or gzip as the client accepts, with `Vary: accept-encoding`. Brotli runs at the plugin's
 * quality 4: near gzip's speed, smaller output. The web build's assets come precompressed (see the
 * web plugin) and already carry a Content-Encoding, which this leaves alone; so does a server-sent
 * event stream, which must not be buffered.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
    });
  },
  { name: 'compression' },
);
