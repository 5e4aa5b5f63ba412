/**
 * Cache Storage as a browser gives it, for the calls the shop makes (`caches.open`, a cache's
 * `put` and `match`, `caches.match` with a cache's name): jsdom has none, and the kept menu lives
 * there (src/sw/keptMenu.ts). Each test file that needs it installs its own, empty.
 */
export function installCacheStorage(): { clear(): void } {
  const named = new Map<string, Map<string, Response>>();
  const cache = (name: string) => {
    let entries = named.get(name);
    if (!entries) named.set(name, (entries = new Map()));
    return entries;
  };
  const storage = {
    async open(name: string) {
      const entries = cache(name);
      return {
        async put(address: string, response: Response) {
          entries.set(address, response);
        },
        async match(address: string) {
          return entries.get(address)?.clone();
        },
      };
    },
    async match(address: string, options: { cacheName?: string } = {}) {
      const caches =
        options.cacheName === undefined ? [...named.values()] : [cache(options.cacheName)];
      return caches
        .find((entries) => entries.has(address))
        ?.get(address)
        ?.clone();
    },
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return { clear: () => named.clear() };
}
