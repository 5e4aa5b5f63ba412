/**
 * The board's short sound for a new order: a Web Audio oscillator (no file to download), unless
 * staff muted it. The choice is kept in localStorage, so the board stays muted after a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const MUTED_KEY = 'tomato.kitchen.muted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

function saveMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTED_KEY, String(muted));
  } catch {
    // Private mode or storage full: the choice holds for this visit only.
  }
}

type AudioContextClass = typeof AudioContext;

/** Two short rising notes, quiet enough for a busy kitchen to notice without startling. */
function playChime(context: AudioContext): void {
  const start = context.currentTime;
  [660, 880].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  });
}

export function useChime(): { muted: boolean; toggleMuted: () => void; chime: () => void } {
  const [muted, setMuted] = useState(readMuted);
  const context = useRef<AudioContext | null>(null);
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);
  useEffect(() => () => void context.current?.close(), []);

  const toggleMuted = useCallback(() => {
    setMuted((was) => {
      saveMuted(!was);
      return !was;
    });
  }, []);

  const chime = useCallback(() => {
    if (mutedRef.current) return;
    const Audio = (window as { AudioContext?: AudioContextClass }).AudioContext;
    if (!Audio) return;
    context.current ??= new Audio();
    // A browser keeps a page's sound suspended until someone has used the page.
    void context.current.resume().then(() => context.current && playChime(context.current));
  }, []);

  return { muted, toggleMuted, chime };
}
