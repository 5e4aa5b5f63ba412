/**
 * The board's sound (docs/product.md#the-order-board). A browser lets a page play sound only
 * after someone has used it, so the board starts with 'Turn on sound': that click creates (or
 * resumes) the AudioContext. From then on a new paid order plays the alert (alertSound.ts) every
 * ALERT_EVERY_MS until someone acknowledges it ('Accept' acknowledges through the same call).
 * The choice is kept in localStorage; after a reload the browser wants a tap again, and any tap
 * or key on the page gives it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { playAlert } from './alertSound';

const SOUND_KEY = 'tomato.kitchen.sound';
/** How often an unacknowledged new order sounds again. */
export const ALERT_EVERY_MS = 5_000;

/**
 * 'off': not turned on, or muted. 'asleep': turned on before, the browser waits for a tap.
 * 'on': a new order is heard. 'unsupported': this browser has no Web Audio.
 */
export type SoundState = 'off' | 'asleep' | 'on' | 'unsupported';

export interface NewOrderAlert {
  _id: string;
  number: string;
}

export interface KitchenSound {
  sound: SoundState;
  /** The AudioContext's state ('none' before one exists), for a browser test to read. */
  audioState: AudioContextState | 'none';
  /** Alerts played since the board opened. */
  alertsPlayed: number;
  /** New orders nobody has acknowledged yet, oldest first. */
  pending: readonly NewOrderAlert[];
  /** Call within a click or key press: the browser allows sound from then on. */
  turnOn: () => void;
  mute: () => void;
  /** New paid orders reached the board. */
  chime: (orders: readonly NewOrderAlert[]) => void;
  /** Stops the alert for one order, or for all of them. */
  acknowledge: (orderId?: string) => void;
}

function readWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function saveWanted(wanted: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, wanted ? 'on' : 'off');
  } catch {
    // Private mode or storage full: the choice holds for this visit only.
  }
}

function audioClass(): typeof AudioContext | undefined {
  return (window as { AudioContext?: typeof AudioContext }).AudioContext;
}

export function useChime(): KitchenSound {
  const [wanted, setWanted] = useState(readWanted);
  const [audioState, setAudioState] = useState<AudioContextState | 'none'>('none');
  const [alertsPlayed, setAlertsPlayed] = useState(0);
  const [pending, setPending] = useState<readonly NewOrderAlert[]>([]);
  const [arrivals, setArrivals] = useState(0);
  const context = useRef<AudioContext | null>(null);
  useEffect(() => () => void context.current?.close(), []);

  const turnOn = useCallback(() => {
    const Audio = audioClass();
    if (!Audio) return;
    if (!context.current) {
      const created = new Audio();
      created.addEventListener('statechange', () => setAudioState(created.state));
      context.current = created;
    }
    const current = context.current;
    setAudioState(current.state);
    void current.resume().then(() => setAudioState(current.state));
    setWanted(true);
    saveWanted(true);
  }, []);

  const mute = useCallback(() => {
    setWanted(false);
    saveWanted(false);
  }, []);

  const sound: SoundState = !audioClass()
    ? 'unsupported'
    : !wanted
      ? 'off'
      : audioState === 'running'
        ? 'on'
        : 'asleep';

  // Turned on before this load: the first tap or key anywhere on the page wakes the sound.
  useEffect(() => {
    if (sound !== 'asleep') return;
    const wake = () => turnOn();
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [sound, turnOn]);

  const chime = useCallback((orders: readonly NewOrderAlert[]) => {
    if (orders.length === 0) return;
    setPending((was) => [...was, ...orders.filter(({ _id }) => !was.some((o) => o._id === _id))]);
    setArrivals((count) => count + 1);
  }, []);

  const acknowledge = useCallback((orderId?: string) => {
    setPending((was) => (orderId === undefined ? [] : was.filter(({ _id }) => _id !== orderId)));
  }, []);

  // At once for each arrival, then every ALERT_EVERY_MS while any new order is unacknowledged.
  const ringing = pending.length > 0 && sound === 'on';
  useEffect(() => {
    const current = context.current;
    if (!ringing || !current) return;
    const ring = () => {
      playAlert(current);
      setAlertsPlayed((count) => count + 1);
    };
    ring();
    const timer = setInterval(ring, ALERT_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing, arrivals]);

  return { sound, audioState, alertsPlayed, pending, turnOn, mute, chime, acknowledge };
}
