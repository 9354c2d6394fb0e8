import { afterAll, afterEach } from 'vitest';
import { checkConsole, installConsoleGuard } from './console-guard.ts';
import { installNetworkGuard } from './fake-network.ts';

// Setup for every web unit test (vitest.config.ts, project "web").
installConsoleGuard();
installNetworkGuard();
afterEach(checkConsole);
// Something logged after the last test (a late timer, a stray promise) still fails the file.
afterAll(checkConsole);

// jsdom has no layout, so no scrolling: React Router's ScrollRestoration would log "Not implemented".
window.scrollTo = () => {};
