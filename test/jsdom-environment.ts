/**
 * jsdom with the web platform pieces RTK Query needs and jsdom lacks: fetch and its classes,
 * TextEncoder/TextDecoder, structuredClone, AbortController's timeout, User Timing's marks (the
 * app marks 'app-ready'). They come from Node.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

export default class StorefrontEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const g = this.global as unknown as Record<string, unknown>;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
      AbortController,
      AbortSignal,
      BroadcastChannel,
    });
    const timing = g.performance as { mark?: unknown };
    if (typeof timing.mark !== 'function') timing.mark = performance.mark.bind(performance);
  }
}
