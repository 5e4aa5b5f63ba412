import { act, renderHook } from '@testing-library/react';
import { useOnline } from './online';

let online = true;

beforeEach(() => {
  online = true;
  // The browser's own flag, as the events report it.
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

function goOnline(value: boolean) {
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

test('follows the browser going offline and back online', () => {
  const { result } = renderHook(() => useOnline());
  expect(result.current).toBe(true);
  goOnline(false);
  expect(result.current).toBe(false);
  goOnline(true);
  expect(result.current).toBe(true);
});

test('starts offline when the browser already is', () => {
  online = false;
  const { result } = renderHook(() => useOnline());
  expect(result.current).toBe(false);
});

test('stops listening when unmounted', () => {
  const remove = jest.spyOn(window, 'removeEventListener');
  const { unmount } = renderHook(() => useOnline());
  unmount();
  expect(remove.mock.calls.map(([type]) => type)).toEqual(
    expect.arrayContaining(['online', 'offline']),
  );
});
