import { config } from 'zod';

// The Content-Security-Policy allows no eval (ADR 009), and zod's first object parse probes for it
// with `new Function`, which the browser reports as a violation even though zod catches the error.
// Imported for its effect by every module that validates with zod in the browser, before it parses.
config({ jitless: true });
