// What the web's bundles get for `import … from 'zod'` (the alias in vite.config.ts), the domain
// package's schemas included: zod with `jitless` set before any schema is made.
//
// The Content-Security-Policy allows no eval (ADR 009). zod probes for it with `new Function('')`
// when it makes its first object schema, and the browser reports the caught attempt as a CSP
// violation. Setting `jitless` in a module that validating code imported first was not enough: a
// chunk holding the domain's schemas could be evaluated before that module's body ran (seen as a
// rare CSP report on the landing and login pages). Every importer of zod evaluates this module, and
// so this `config` call, before its own body.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
