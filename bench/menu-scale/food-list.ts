/** GET /api/food/list under autocannon, as identity and as brotli. */
import autocannon from 'autocannon';
import type { RunningServer } from '../server-process';
import { replyBytes } from './big-menu';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

export interface ListFigures {
  dishes: number;
  encoding: string;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** 32 connections for DURATION_S s per encoding; `dishes` labels the figures. */
export async function loadFoodList(server: RunningServer, dishes: number): Promise<ListFigures[]> {
  const url = `${server.url}/api/food/list`;
  const figures: ListFigures[] = [];
  for (const encoding of ['identity', 'br']) {
    const result = await autocannon({
      url,
      connections: 32,
      duration: DURATION_S,
      headers: { 'accept-encoding': encoding },
    });
    figures.push({
      dishes,
      encoding,
      bytes: await replyBytes(url, encoding),
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  return figures;
}
