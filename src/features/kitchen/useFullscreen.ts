/**
 * The board in full screen (the Fullscreen API), and whether it is. Where the browser has no
 * full screen for pages (an iPhone's Safari), `enter` says what to do instead.
 */
import { useCallback, useEffect, useState } from 'react';

export const FULLSCREEN_UNSUPPORTED =
  "This browser cannot show the board full screen. Use the browser's own full-screen or 'Add to Home Screen'.";

export interface Fullscreen {
  active: boolean;
  /** Set when asking for full screen could not work: the sentence to show. */
  problem: string | undefined;
  toggle: () => void;
}

export function useFullscreen(): Fullscreen {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    const root = document.documentElement;
    if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') {
      setProblem(FULLSCREEN_UNSUPPORTED);
      return;
    }
    setProblem(undefined);
    root.requestFullscreen().catch(() => setProblem(FULLSCREEN_UNSUPPORTED));
  }, []);

  return { active, problem, toggle };
}
