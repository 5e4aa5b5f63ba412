/**
 * The board's own header (docs/product.md#the-order-board), in place of the shop's: the shop's
 * name, the clock on the shop's time zone, whether the board is live, the sound, new orders to
 * acknowledge, Pause, full screen, whether the screen stays on, and the console's views. Its data
 * attributes tell a browser test what it cannot hear: `data-audio-state` (the AudioContext's
 * state) and `data-alerts` (alerts played).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../contract/routes';
import type { StreamState } from '../../api/orderStream';
import { PAUSE_POLL_MS, useKitchenShopQuery } from './pauseApi';
import { PauseControl } from './PauseControl';
import type { KitchenSound } from './useChime';
import { useFullscreen } from './useFullscreen';
import { useWakeLock } from './useWakeLock';
import './kitchen-screen.css';

const CLOCK_EVERY_MS = 5_000;
const MINUTE_MS = 60_000;

function Clock() {
  const { data } = useKitchenShopQuery(undefined, { pollingInterval: PAUSE_POLL_MS });
  // The minute shown: checked often, so it turns with the wall clock; renders only when it does.
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / MINUTE_MS));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / MINUTE_MS)), CLOCK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  const now = minute * MINUTE_MS;
  const text = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: data?.settings.timeZone,
  }).format(now);
  return (
    <time className="kitchen-bar__clock" dateTime={new Date(now).toISOString()}>
      {text}
    </time>
  );
}

/** The words for each state of the kitchen's order stream (api/orderStream.ts). */
const CONNECTION_WORDS: Record<StreamState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

/** Whether the board follows the kitchen's stream, in words, named 'Connection'. */
function Connection({ state }: { state: StreamState }) {
  return (
    <p className="kitchen-bar__item" role="status" aria-label="Connection" data-connection={state}>
      <span className={state === 'live' ? undefined : 'kitchen-bar__warning'}>
        {CONNECTION_WORDS[state]}
      </span>
    </p>
  );
}

function SoundControl({ sound }: { sound: KitchenSound }) {
  if (sound.sound === 'unsupported')
    return <p className="kitchen-bar__item">This browser cannot play sound</p>;
  if (sound.sound === 'on') {
    return (
      <div className="kitchen-bar__group">
        <p className="kitchen-bar__item">Sound on</p>
        <button
          type="button"
          className="button button--quiet kitchen-bar__button"
          aria-pressed="false"
          onClick={sound.mute}
        >
          Mute
        </button>
      </div>
    );
  }
  return (
    <div className="kitchen-bar__group">
      <p className="kitchen-bar__item kitchen-bar__warning">Sound is off</p>
      <button type="button" className="button kitchen-bar__button" onClick={sound.turnOn}>
        {sound.sound === 'asleep' ? 'Tap to turn sound back on' : 'Turn on sound'}
      </button>
    </div>
  );
}

/** New orders nobody has acknowledged: the alert repeats until 'Acknowledge'. */
function NewOrders({ sound }: { sound: KitchenSound }) {
  if (sound.pending.length === 0) return null;
  return (
    <div className="kitchen-bar__new" role="group" aria-label="New orders">
      <p className="kitchen-bar__new-text">
        {sound.pending.map(({ number }) => `New order #${number}`).join(' · ')}
      </p>
      <button
        type="button"
        className="button kitchen-bar__button"
        onClick={() => sound.acknowledge()}
      >
        Acknowledge
      </button>
    </div>
  );
}

export function KitchenHeader({
  sound,
  connection,
  nav,
}: {
  sound: KitchenSound;
  /** The kitchen's order stream: 'Live', 'Reconnecting…' and so on. */
  connection: StreamState;
  nav: ReactNode;
}) {
  const wake = useWakeLock();
  const fullscreen = useFullscreen();
  return (
    <header
      className="kitchen-bar"
      data-sound={sound.sound}
      data-audio-state={sound.audioState}
      data-alerts={sound.alertsPlayed}
    >
      <div className="kitchen-bar__row">
        <Link className="kitchen-bar__shop" to={PAGE_PATHS.home}>
          Tomato
        </Link>
        <h1 id="kitchen-title" className="kitchen-bar__title">
          Kitchen
        </h1>
        <Clock />
        <Connection state={connection} />
        <SoundControl sound={sound} />
        <PauseControl />
        <button
          type="button"
          className="button button--quiet kitchen-bar__button"
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          Full screen
        </button>
        {wake === 'held' && <p className="kitchen-bar__item">Screen stays on</p>}
        {(wake === 'refused' || wake === 'unsupported') && (
          <p className="kitchen-bar__item kitchen-bar__warning">Screen may sleep</p>
        )}
      </div>
      {fullscreen.problem && (
        <p className="kitchen-bar__problem" role="status">
          {fullscreen.problem}
        </p>
      )}
      <NewOrders sound={sound} />
      {nav}
    </header>
  );
}
