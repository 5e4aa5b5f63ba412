// jest-light-runner (the server project's runner, jest.config.ts) runs a test or a hook for as long
// as it takes. This gives each one a time limit as Jest's own runner does: its own third argument,
// else its file's `jest.setTimeout`, else the project's `testTimeout`, and fails it when it runs
// over, so a stuck test fails instead of holding the run for ever.
import { addEventHandler } from 'jest-circus';
import loaded from '../jest.config.ts';

// The TypeScript config comes through tsx as CommonJS: its default export inside.
const { testTimeout } = loaded.default ?? loaded;

/** `jest.setTimeout`'s limit for each test file that called it. */
const fileLimits = new Map();

globalThis.jest.setTimeout = (ms) => {
  fileLimits.set(globalThis.expect.getState().testPath, ms);
  return globalThis.jest;
};

/** `fn` (a test or hook, done-callback style or not), failing after its limit. */
function limited(fn, ownLimit, what) {
  const limit = () =>
    ownLimit ?? fileLimits.get(globalThis.expect.getState().testPath) ?? testTimeout;
  return () => {
    const ms = limit();
    const run =
      fn.length > 0
        ? new Promise((resolve, reject) => fn((error) => (error ? reject(error) : resolve())))
        : Promise.resolve().then(() => fn());
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Exceeded timeout of ${ms} ms for ${what}.`)), ms);
    });
    return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
  };
}

addEventHandler((event, state) => {
  if (event.name === 'add_test') {
    const test = state.currentDescribeBlock.children.findLast((child) => child.fn === event.fn);
    if (test) test.fn = limited(event.fn, event.timeout, 'a test');
  } else if (event.name === 'add_hook') {
    const hook = state.currentDescribeBlock.hooks.findLast((one) => one.fn === event.fn);
    if (hook) hook.fn = limited(event.fn, event.timeout, `a hook (${event.hookType})`);
  }
});
