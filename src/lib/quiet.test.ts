import { QUIET_MS, whenQuiet } from './quiet';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the work runs once the page has been quiet, then never again', () => {
  const work = jest.fn();
  whenQuiet(work);
  jest.advanceTimersByTime(QUIET_MS - 1);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  // Then at an idle moment (jsdom has no requestIdleCallback: the next turn).
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
  dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
  jest.advanceTimersByTime(QUIET_MS * 2);
  expect(work).toHaveBeenCalledTimes(1);
});

test.each(['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'])(
  'a %s starts the wait again',
  (type) => {
    const work = jest.fn();
    whenQuiet(work);
    jest.advanceTimersByTime(QUIET_MS - 100);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  },
);
