export function freePort(): Promise<number>;
export function chromiumPath(): string;
export const CHROMIUM_ARGS: readonly string[];
export const SERVER_NODE_FLAGS: readonly string[];
export function serverArgs(...nodeArgs: string[]): string[];
export function isolatedServerEnv(
  options: { port: number; dataDir: string } & Record<string, string | number>,
): NodeJS.ProcessEnv;
export function startThrowawayServer(): Promise<{ base: string; stop: () => Promise<void> }>;
