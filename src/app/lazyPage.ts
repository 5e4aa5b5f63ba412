/**
 * React.lazy for a page that can be loaded ahead. The prerender and the client's hydration both
 * load the current page's code before they render (preload), or they would render the Suspense
 * fallback instead of the page. Once loaded, the loader hands React an already-settled thenable,
 * so React.lazy resolves during the render itself instead of suspending for a microtask:
 * hydration then finds the page, not the fallback.
 */
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<unknown>;
}

/** A module's named page component (our modules use named exports). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = { default: module[name] }));
  const Page = lazy<ComponentType>(() => {
    if (!loaded) return preload();
    const settled = loaded;
    const thenable = { then: (resolve: (module: PageModule) => void) => resolve(settled) };
    return thenable as unknown as Promise<PageModule>;
  });
  return { Page, preload };
}
