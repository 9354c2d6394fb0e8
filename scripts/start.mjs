// `npm start`: build what is missing or stale, then run the server in this very process,
// so signals (and a kill -9) reach the server itself.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
