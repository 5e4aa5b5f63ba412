/**
 * jsdom with the web platform pieces RTK Query needs and jsdom lacks: fetch and its classes,
 * TextEncoder/TextDecoder, structuredClone, AbortController's timeout, User Timing's mark (the
 * app marks 'app-ready'): they come from Node. Web Audio's AudioContext is a recording stand-in
 * (fake-audio-context.ts). Scrolling does nothing (jsdom lays nothing out).
 */
import { TestEnvironment } from 'jest-environment-jsdom';
import { FakeAudioContext } from './fake-audio-context';

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
      // Web Audio, which jsdom lacks (the board's alert): a context that records its tones.
      AudioContext: FakeAudioContext,
    });
    g.scrollTo = () => undefined;
    const windowPerformance = g.performance as Performance;
    if (typeof windowPerformance.mark !== 'function') {
      windowPerformance.mark = performance.mark.bind(performance);
    }
  }
}
