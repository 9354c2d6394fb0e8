import { format } from 'node:util';
import { expect } from 'vitest';

/**
 * An unexpected console.error fails the web unit test that caused it, as one fails a browser journey
 * in e2e/: React's warnings, a failed prop type, a crash caught by a boundary are all bugs until a test
 * says otherwise with allowConsoleError(). Installed for every web test by ./setup.ts.
 */
const original = console.error;
let allowed: RegExp[] = [];
let unexpected: string[] = [];

/** Lets console.error lines matching `pattern` through for the rest of this test (they are not printed). */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function installConsoleGuard(): void {
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (allowed.some((pattern) => pattern.test(text))) return;
    const test = expect.getState().currentTestName ?? 'between tests';
    unexpected.push(`[${test}] ${text}`);
    original(...args);
  };
}

/** Called after each test: forgets its allowances and throws if anything unexpected was logged. */
export function checkConsole(): void {
  allowed = [];
  const found = unexpected;
  unexpected = [];
  if (found.length > 0) {
    throw new Error(
      `Unexpected console.error (allow an expected one with allowConsoleError(/…/)):\n  ${found.join('\n  ')}`,
    );
  }
}
