/**
 * The flags Debian's Chromium needs on these machines, for the browser tests (e2e/) and the
 * benchmarks (bench/): no sandbox and no GPU in the container, and nothing that reaches for the
 * network on its own (it is closed), so a run never waits on an update or a sync.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
