/**
 * Keeps the tablet's screen on while the board is open (the Screen Wake Lock API). The browser
 * lets go of the lock whenever the page is hidden; it is asked for again when the page is seen.
 * 'unsupported' (no API) and 'refused' (the browser said no: battery saver, an old tablet) are
 * said on the board as 'Screen may sleep'.
 */
import { useEffect, useState } from 'react';

export type WakeState = 'asking' | 'held' | 'refused' | 'unsupported';

export function useWakeLock(): WakeState {
  const [state, setState] = useState<WakeState>(() =>
    'wakeLock' in navigator ? 'asking' : 'unsupported',
  );

  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    const { wakeLock } = navigator;
    let stopped = false;
    let sentinel: WakeLockSentinel | undefined;

    async function acquire() {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const held = await wakeLock.request('screen');
        if (stopped) {
          void held.release();
          return;
        }
        sentinel = held;
        setState('held');
        held.addEventListener('release', () => {
          if (!stopped) setState('asking');
        });
      } catch {
        if (!stopped) setState('refused');
      }
    }

    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, []);

  return state;
}
