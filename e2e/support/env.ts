/** What scripts/e2e.mjs hands the journeys: the running server, its data dir and the browser. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the browser journeys with \`npm run test:e2e\` (scripts/e2e.mjs).`,
    );
  }
  return value;
}

export const env = {
  get baseUrl(): string {
    return required('E2E_BASE_URL').replace(/\/$/, '');
  },
  get dataDir(): string {
    return required('E2E_DATA_DIR');
  },
  get chromePath(): string {
    return process.env.CHROME_PATH || '/usr/bin/chromium';
  },
  /**
   * Whether `checkPage` also writes its screenshots (for people to look at; never compared):
   * `npm run test:e2e` does, `npm test` sets E2E_SCREENSHOTS=0 (axe runs either way).
   */
  get screenshots(): boolean {
    return process.env.E2E_SCREENSHOTS !== '0';
  },
};
