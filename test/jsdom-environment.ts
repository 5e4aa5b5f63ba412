/**
 * jsdom with the web platform pieces RTK Query needs and jsdom lacks: fetch and its classes,
 * TextEncoder/TextDecoder, structuredClone, AbortController's timeout. They come from Node.
 */
import { TestEnvironment } from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

export default class StorefrontEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
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
  }
}
