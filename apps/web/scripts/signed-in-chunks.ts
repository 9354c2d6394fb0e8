import { fileURLToPath } from 'node:url';

/**
 * Shared code in a few chunks instead of a hundred (issue 40, item 9).
 *
 * Left to itself the bundler makes one chunk for every set of lazy screens that share a module: 175
 * scripts, most under 2 KB, and a cold signed-in screen fetched over a hundred of them, each a round
 * trip of 400 ms on slow 3G. Here:
 * - the app's own code (start.tsx and all it imports) is one `start` chunk, which every page loads
 *   right after its first paint anyway;
 * - a module that two or more later screens import goes into the chunk of the screens that share it:
 *   `auth` (sign-in, sign-up, passwords, and what they share with any other screen), `transporter`,
 *   `cargo-owner`, `admin`, or `app` when several roles' screens share it; a module of one screen
 *   stays in that screen's chunk;
 * - what only the first visit's pages (the landing, the error screen) import is left as it was, so
 *   the landing downloads nothing more than before.
 *
 * Used as a `codeSplitting` group's name function (vite.config.ts): the bundler asks it about each
 * module once the module graph is complete, with the graph at hand.
 */

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
}
interface Ctx {
  getModuleInfo(id: string): ModuleInfo | null;
}

const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const ENTRY = src('main.tsx');

const START = src('app/start.tsx');

/**
 * What a first visit loads, as lazy roots: the app (start.tsx and the router), the landing, the
 * toaster, the error screen, the service worker's helper. Their code stays as the bundler splits it,
 * except the app's own closure, one `start` chunk (every page loads it right after its first paint).
 */
const FIRST_VISIT =
  /[\\/]src[\\/](app[\\/](start|routes|root-layout|route-fallbacks)|features[\\/](landing|errors)[\\/]|components[\\/]ui[\\/]toaster)|workbox-window/;
/**
 * The small building blocks (buttons, fields, the toast) that the landing's contact form, the
 * sign-in forms and every screen use: left to the bundler they were a dozen files of about 1 KB each,
 * a round trip apiece on every cold screen. They go into `start`, which every page loads anyway.
 */
const BLOCKS = /[\\/]src[\\/]components[\\/]ui[\\/]/;
/** The sign-in, sign-up and password screens: their shared code is the `auth` chunk. */
const AUTH_ROOT = /[\\/]src[\\/]features[\\/]auth[\\/]/;
/** A screen is one role's when that role's route file loads it (app/<role>-routes.ts). */
const ROLE_ROUTES = /[\\/]src[\\/]app[\\/](transporter|cargo-owner|admin)-routes\.ts$/;
const ALL_ROLES = 'app';

/** Whose screens `root` is: a role, or `app` for the screens every role has (profile, settings, the shells). */
function roleOf(ctx: Ctx, root: string): string {
  if (AUTH_ROOT.test(root)) return 'auth';
  const roles = new Set(
    (ctx.getModuleInfo(root)?.dynamicImporters ?? []).map((id) => ROLE_ROUTES.exec(id)?.[1] ?? ALL_ROLES),
  );
  return roles.size === 1 ? ([...roles][0] as string) : ALL_ROLES;
}

/** The static closure of `id`: every module it imports, transitively, without the lazy ones. */
function closure(ctx: Ctx, id: string, into = new Set<string>()): Set<string> {
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (into.has(next)) continue;
    into.add(next);
    for (const dep of ctx.getModuleInfo(next)?.importedIds ?? []) stack.push(dep);
  }
  return into;
}

/** Every lazily imported module reachable from the entry. */
function lazyRoots(ctx: Ctx): string[] {
  const seen = new Set<string>();
  const roots = new Set<string>();
  const stack = [ENTRY];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds);
    for (const dep of info.dynamicallyImportedIds) {
      roots.add(dep);
      stack.push(dep);
    }
  }
  return [...roots];
}

/** Indexes that re-export a whole package: the domain's rules, and every Radix component. */
const BARRELS =
  /[\\/](packages[\\/]domain[\\/]src[\\/]index\.ts|node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs)$/;

/**
 * The first visit's code takes what it needs from its own module (`@njira/domain/roles`,
 * `@radix-ui/react-slot`), never from an index: through an index the whole package would count as
 * first-visit code, each module left in a file of its own, and a cold signed-in screen fetched 25 of
 * them one round trip at a time.
 */
function barrelFree(ctx: Ctx, firstVisit: Set<string>): void {
  for (const id of firstVisit) {
    if ((ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => BARRELS.test(dep))) {
      throw new Error(
        `signed-in-chunks: ${id} is first-visit code and imports a package's index: import from the module itself ('@njira/domain/<file>', '@radix-ui/react-<name>') instead`,
      );
    }
  }
}

/** Which group each shared module belongs to, worked out once per build. */
function plan(ctx: Ctx): Map<string, string> {
  const roots = lazyRoots(ctx);
  const entryCode = closure(ctx, ENTRY);
  const groups = new Map<string, string>();
  for (const id of closure(ctx, START)) if (!entryCode.has(id)) groups.set(id, 'start');
  const firstVisit = new Set(entryCode);
  for (const root of roots) if (FIRST_VISIT.test(root)) closure(ctx, root, firstVisit);
  barrelFree(ctx, firstVisit);
  for (const id of firstVisit) if (BLOCKS.test(id) && !entryCode.has(id)) groups.set(id, 'start');
  const users = new Map<string, string[]>();
  for (const root of roots) {
    if (FIRST_VISIT.test(root)) continue;
    for (const id of closure(ctx, root)) {
      if (firstVisit.has(id)) continue;
      const list = users.get(id);
      if (list) list.push(root);
      else users.set(id, [root]);
    }
  }
  const roles = new Map(roots.map((root) => [root, roleOf(ctx, root)]));
  for (const [id, list] of users) {
    if (list.length < 2) continue;
    const whose = new Set(list.map((root) => roles.get(root)));
    // What the forms share with the screens (fields, validation) stays with the forms: the sign-in
    // page loads no dashboard code, and a screen loads the little it shares with them.
    if (whose.has('auth')) groups.set(id, 'auth');
    else groups.set(id, whose.size === 1 ? ([...whose][0] as string) : ALL_ROLES);
  }
  return groups;
}

/**
 * A `codeSplitting` group name function (a role, `app`, or null: the bundler's own split) and a
 * plugin that forgets the plan when a new build starts (the watcher's rebuilds).
 */
export function signedInChunks() {
  let groups: Map<string, string> | null = null;
  return {
    name: (id: string, ctx: Ctx): string | null => {
      groups ??= plan(ctx);
      return groups.get(id) ?? null;
    },
    plugin: {
      name: 'njira:signed-in-chunks',
      apply: 'build' as const,
      buildStart() {
        groups = null;
      },
    },
  };
}
