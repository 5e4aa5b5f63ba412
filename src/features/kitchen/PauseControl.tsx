/**
 * 'Pause' on the board's header (docs/product.md#the-order-board): new orders stop for 15, 30 or
 * 60 minutes or until resumed, on every instance; while paused, the header says what shoppers
 * read ('Not taking orders right now — back at 8:30 PM') and offers 'Resume orders'. A refusal
 * of the length (its `field`, 'minutes') is shown under the lengths to choose from; any other in a
 * toast.
 */
import { useState } from 'react';
import { PAUSE_MINUTES } from '../../../contract/pause-messages';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { errorMessage } from '../../api/apiSlice';
import { refusedField } from '../../api/refusedField';
import { notify } from '../../lib/notify';
import type { Sent } from './ConsoleForm';
import {
  PAUSE_POLL_MS,
  useKitchenShopQuery,
  usePauseOrdersMutation,
  useResumeOrdersMutation,
} from './pauseApi';

const CHOICES_ID = 'kitchen-pause-choices';
const PROBLEM_ID = 'kitchen-pause-problem';

export function PauseControl() {
  const shop = useKitchenShopQuery(undefined, { pollingInterval: PAUSE_POLL_MS });
  const [pauseOrders, pausing] = usePauseOrdersMutation();
  const [resumeOrders, resuming] = useResumeOrdersMutation();
  const [choosing, setChoosing] = useState(false);
  const [problem, setProblem] = useState('');
  const paused = shop.data?.paused;

  /** Sends the change; the choices close unless the refusal is the length's, shown under them. */
  async function send(change: () => Promise<Sent>) {
    setProblem('');
    const result = await change();
    if (result.data) notify.success(result.data.message);
    else {
      const message = errorMessage(result.error, ROUTE_MESSAGES.serverError);
      if (refusedField(result.error) === 'minutes') return setProblem(message);
      notify.error(message);
    }
    setChoosing(false);
  }

  if (paused) {
    return (
      <div className="kitchen-pause kitchen-pause--paused">
        <p className="kitchen-pause__state" role="status">
          {paused.message}
        </p>
        <button
          type="button"
          className="button kitchen-bar__button"
          disabled={resuming.isLoading}
          onClick={() => void send(() => resumeOrders())}
        >
          Resume orders
        </button>
      </div>
    );
  }

  return (
    <div className="kitchen-pause">
      <button
        type="button"
        className="button button--quiet kitchen-bar__button"
        aria-expanded={choosing}
        aria-controls={CHOICES_ID}
        onClick={() => {
          setProblem('');
          setChoosing((open) => !open);
        }}
      >
        Pause
      </button>
      <div
        id={CHOICES_ID}
        className="kitchen-pause__choices"
        role="group"
        aria-label="Pause new orders for"
        aria-describedby={problem ? PROBLEM_ID : undefined}
        hidden={!choosing}
      >
        {[...PAUSE_MINUTES, null].map((minutes) => (
          <button
            key={minutes ?? 'open'}
            type="button"
            className="button button--quiet kitchen-bar__button"
            disabled={pausing.isLoading}
            onClick={() => void send(() => pauseOrders({ minutes }))}
          >
            {minutes === null ? 'Until I resume' : `${minutes} min`}
          </button>
        ))}
        <p id={PROBLEM_ID} className="kitchen-pause__problem" role="alert">
          {problem}
        </p>
      </div>
    </div>
  );
}
