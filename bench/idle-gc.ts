/**
 * What an idle moment costs the engine (npm run bench:idle): `process.nextTick`'s cost per tick,
 * warm, then after idle moments (full collections with no tick in flight, as V8's memory reducer
 * makes in an idle store), in a Node process as it comes and in one with the store's engine
 * setting (`keepTickShape`, server/engine.ts, from the build). Each process runs alone.
 * Budget (FAIL and a non-zero exit when missed): with the store's setting, a tick after the idle
 * moments costs at most 1.5 times a warm one. The process as it comes is the yardstick: when its
 * ratio is near 1 too, the Node in use no longer needs the setting.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BUDGET = 1.5;

/**
 * The measuring process: ns per tick over bursts of two million ticks (a thousand at a time, so
 * the queue stays short), three warm bursts, then three idle moments of four full collections,
 * each followed by two bursts. Prints the warm median and the median after the idle moments.
 */
const probe = `
const engine = process.env.ENGINE_MODULE;
if (engine) (await import(engine)).keepTickShape();
const TICKS = 2_000_000;
const burst = () => new Promise((resolve) => {
  const start = process.hrtime.bigint();
  let left = TICKS;
  const tick = () => { if (--left === 0) resolve(Number(process.hrtime.bigint() - start) / TICKS); };
  const batch = () => {
    for (let i = 0; i < 1000; i += 1) process.nextTick(tick);
    if (left > 1000) setImmediate(batch);
  };
  batch();
});
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const warm = [];
for (let i = 0; i < 3; i += 1) warm.push(await burst());
const after = [];
for (let moment = 0; moment < 3; moment += 1) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (let i = 0; i < 4; i += 1) globalThis.gc();
  for (let i = 0; i < 2; i += 1) after.push(await burst());
}
console.log(JSON.stringify({ warm: median(warm), after: median(after) }));
`;

interface Costs {
  warm: number;
  after: number;
}

async function measure(engineModule?: string): Promise<Costs> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--input-type=module', '--eval', probe],
    { env: { ...process.env, ENGINE_MODULE: engineModule ?? '' } },
  );
  return JSON.parse(stdout) as Costs;
}

async function main(): Promise<void> {
  const engine = path.resolve('dist/server/engine.js');
  const rows: Record<string, Costs & { ratio: number }> = {};
  for (const [label, module] of [
    ['Node as it comes', undefined],
    ["with the store's setting", engine],
  ] as const) {
    const costs = await measure(module);
    rows[label] = { ...costs, ratio: costs.after / costs.warm };
  }
  console.log(`process.nextTick, ns a tick (median of bursts); Node ${process.version}`);
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([label, row]) => [
        label,
        {
          warm: row.warm.toFixed(1),
          'after idle moments': row.after.toFixed(1),
          ratio: row.ratio.toFixed(2),
        },
      ]),
    ),
  );
  const kept = rows["with the store's setting"]!.ratio;
  const ok = kept <= BUDGET;
  console.log(
    `${ok ? 'met ' : 'FAIL'} a tick after idle moments / a warm one, with the store's setting: ` +
      `${kept.toFixed(2)}; at most ${BUDGET}`,
  );
  if (!ok) process.exitCode = 1;
  if (rows['Node as it comes']!.ratio <= BUDGET)
    console.log('Node as it comes keeps its speed too: server/engine.ts may no longer be needed.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
