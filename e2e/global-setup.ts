/** Starts the built store once for the whole run; its address reaches the tests through the environment. */
import { startStore } from '../bench/server-process';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every journey signs up from 127.0.0.1: the per-address limits are not what is tested here.
  // The shop's clock starts at Wednesday 12:00 in Asia/Kolkata (open), whatever the hour of the
  // run; a journey about closed hours starts a store of its own with another SHOP_CLOCK.
  const store = await startStore({
    AUTH_FAILURE_LIMIT: '1000',
    SIGNUP_LIMIT: '1000',
    SHOP_CLOCK: '2026-11-25T06:30:00Z',
  });
  process.env.E2E_BASE_URL = store.url;
  // The staff command works on the store's own data (e2e/support.ts makeStaff).
  process.env.E2E_DATA_DIR = store.dataDir;
  return () => store.stop();
}
