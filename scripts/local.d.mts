export function freePort(): Promise<number>;
export function chromiumPath(): string;
export const CHROMIUM_ARGS: readonly string[];
