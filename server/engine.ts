/**
 * What the store does for the JavaScript engine (V8), so that it is as fast after an idle moment
 * as before it.
 *
 * V8 compiles hot functions against the shapes ('maps') of the objects they see. When no living
 * object has a shape, a full collection may drop it, and every function compiled against it is
 * compiled again; an idle store makes such collections (V8's memory reducer), with no request in
 * flight. Most functions come back as fast as they were. `process.nextTick` does not: Node makes
 * its queue entry as an object literal with computed keys, whose inline cache turns megamorphic
 * when it meets the shape made anew, and from then on every tick (several a request) takes the
 * engine's slow path, for the rest of the process's life.
 *
 * So the store keeps one queue entry alive from its start: the entry's shape then never goes. It
 * takes it with an `async_hooks` hook enabled for one `nextTick` (a hook's `init` is handed the
 * entry, type 'TickObject') and disabled at once. What an idle moment cost and what this keeps:
 * docs/operations.md#the-engine-after-an-idle-moment; `npm run bench:idle` measures it.
 */
import { createHook } from 'node:async_hooks';

/** The queue entry kept alive, for its shape. */
let keptTick: object | undefined;

export function keepTickShape(): void {
  if (keptTick) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') keptTick ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => undefined);
  hook.disable();
}
