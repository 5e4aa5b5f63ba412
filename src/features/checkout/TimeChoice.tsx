/**
 * When the order is wanted (docs/product.md#ordering-ahead): 'As soon as possible', with the
 * shop's quote ('Arrives in about 45 min'), or later: a day and a time from the server's slots
 * (15-minute steps inside opening hours, the next 7 days), on the shop's clock. While the shop is
 * closed there is no 'As soon as possible': the first slot is chosen.
 */
import { useId, useMemo } from 'react';
import type { OrderTimesReply } from '../../../contract/api';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import { shopTime, shopTimeText } from '../../lib/shopTime';
import '../../components/fulfilment/fulfilment.css';

/** '' for as soon as possible, else a slot: what the order asks for now. */
export function chosenDue(times: OrderTimesReply | undefined, dueAt: string): string {
  if (!times) return '';
  if (dueAt && times.slots.includes(dueAt)) return dueAt;
  return times.asap ? '' : (times.slots[0] ?? '');
}

interface Day {
  day: string;
  slots: Array<{ at: string; clock: string }>;
}

function slotsByDay(slots: readonly string[], timeZone: string): Day[] {
  const days: Day[] = [];
  for (const at of slots) {
    const when = shopTime(at, timeZone);
    if (!when) continue;
    const last = days.at(-1);
    if (last?.day === when.day) last.slots.push({ at, clock: when.clock });
    else days.push({ day: when.day, slots: [{ at, clock: when.clock }] });
  }
  return days;
}

export interface TimeChoiceProps {
  times: OrderTimesReply;
  timeZone: string;
  /** chosenDue's answer. */
  value: string;
  onChange: (dueAt: string) => void;
}

export function TimeChoice({ times, timeZone, value, onChange }: TimeChoiceProps) {
  const id = useId();
  const days = useMemo(() => slotsByDay(times.slots, timeZone), [times.slots, timeZone]);
  const later = value !== '';
  const day = days.find((one) => one.slots.some((slot) => slot.at === value)) ?? days[0];
  const quote = later
    ? FULFILMENT_MESSAGES.scheduled(shopTimeText(value, timeZone))
    : times.asap
      ? times.quote
      : '';
  return (
    <fieldset className="when">
      <legend className="when__legend">When</legend>
      {times.asap && days.length > 0 && (
        <div className="fulfilment__choices">
          <label className="when__choice">
            <input
              type="radio"
              name={`${id}-when`}
              checked={!later}
              onChange={() => onChange('')}
              aria-describedby={later ? undefined : `${id}-quote`}
            />
            As soon as possible
          </label>
          <label className="when__choice">
            <input
              type="radio"
              name={`${id}-when`}
              checked={later}
              onChange={() => onChange(days[0]!.slots[0]!.at)}
            />
            Later
          </label>
        </div>
      )}
      {later && day && (
        <div className="when__slot">
          <div className="field">
            <label htmlFor={`${id}-day`}>Day</label>
            <select
              id={`${id}-day`}
              className="input"
              value={day.day}
              onChange={(event) => {
                const next = days.find((one) => one.day === event.target.value);
                if (next) onChange(next.slots[0]!.at);
              }}
            >
              {days.map((one) => (
                <option key={one.day} value={one.day}>
                  {one.day}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>Time</label>
            <select
              id={`${id}-time`}
              className="input"
              value={value}
              onChange={(event) => onChange(event.target.value)}
            >
              {day.slots.map((slot) => (
                <option key={slot.at} value={slot.at}>
                  {slot.clock}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {quote && (
        <p id={`${id}-quote`} className="when__quote">
          {quote}
        </p>
      )}
    </fieldset>
  );
}
