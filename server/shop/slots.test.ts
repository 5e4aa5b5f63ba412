/**
 * Ordering ahead: the slots offered across days, in the shop's time zone (daylight saving
 * included), on a day the shop is closed, and with a per-slot limit. Pure: no clock but the one
 * given.
 */
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../contract/shop-rules';
import { shopTimeAt } from './shop-time';
import { SLOT_MINUTES, orderSlots } from './slots';

const KOLKATA = 'Asia/Kolkata';
/** Friday 27 November 2026, 03:00 in India: the shop (Mon-Sat 9-21, Sun 10-18) is closed. */
const FRIDAY_3AM = new Date('2026-11-26T21:30:00Z');
/** The same Friday at noon, open. */
const FRIDAY_NOON = new Date('2026-11-27T06:30:00Z');

const wall = (iso: string, timeZone = KOLKATA) => {
  const { weekday, minutes } = shopTimeAt(new Date(iso), timeZone);
  return `${weekday} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

test('closed at 3 AM: no "as soon as possible", and the first slot is 9:30 for a 20-minute pickup', () => {
  const { asap, slots } = orderSlots({
    hours: DEFAULT_OPENING_HOURS,
    timeZone: KOLKATA,
    now: FRIDAY_3AM,
    leadMinutes: 20,
  });
  expect(asap).toBe(false);
  expect(slots[0]).toBe('2026-11-27T04:00:00.000Z');
  expect(wall(slots[0]!)).toBe('5 09:30');
  // Friday 9:30 to 21:00, then each day to Thursday: Sunday 10:30 to 18:00.
  expect(slots).toHaveLength(6 * 47 + 31);
  expect(wall(slots.at(-1)!)).toBe('4 21:00');
  const sunday = slots.filter((slot) => wall(slot).startsWith('0 '));
  expect(sunday.map((slot) => wall(slot)).slice(0, 2)).toEqual(['0 10:30', '0 10:45']);
  expect(wall(sunday.at(-1)!)).toBe('0 18:00');
});

test('a delivery needs its delivery time too: the first slot is 9:45 for 45 minutes', () => {
  const { slots } = orderSlots({
    hours: DEFAULT_OPENING_HOURS,
    timeZone: KOLKATA,
    now: FRIDAY_3AM,
    leadMinutes: 45,
  });
  expect(wall(slots[0]!)).toBe('5 09:45');
});

test('open at noon: "as soon as possible", and no slot sooner than the quoted time', () => {
  const { asap, slots } = orderSlots({
    hours: DEFAULT_OPENING_HOURS,
    timeZone: KOLKATA,
    now: FRIDAY_NOON,
    leadMinutes: 45,
  });
  expect(asap).toBe(true);
  expect(wall(slots[0]!)).toBe('5 12:45');
  for (const slot of slots) {
    expect(new Date(slot).getTime()).toBeGreaterThanOrEqual(FRIDAY_NOON.getTime() + 45 * 60_000);
    expect(shopTimeAt(new Date(slot), KOLKATA).minutes % SLOT_MINUTES).toBe(0);
  }
});

test('too close to closing for "as soon as possible", and a day closed has no slot', () => {
  const hours: OpeningHours = [...DEFAULT_OPENING_HOURS];
  hours[6] = null; // closed on Saturdays
  const lateFriday = new Date('2026-11-27T15:00:00Z'); // 20:30 in India
  const { asap, slots } = orderSlots({
    hours,
    timeZone: KOLKATA,
    now: lateFriday,
    leadMinutes: 45,
  });
  expect(asap).toBe(false);
  expect(slots.some((slot) => wall(slot).startsWith('6 '))).toBe(false);
  // Nothing left on Friday either: the next slot is Sunday's first.
  expect(wall(slots[0]!)).toBe('0 10:45');
});

test('slots keep the wall clock across a daylight-saving change', () => {
  const hours: OpeningHours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '21:00' }));
  const zone = 'America/New_York';
  // Saturday 31 October 2026, noon in New York (EDT); clocks go back on Sunday 1 November.
  const { slots } = orderSlots({
    hours,
    timeZone: zone,
    now: new Date('2026-10-31T16:00:00Z'),
    leadMinutes: 20,
  });
  expect(slots).toContain('2026-10-31T17:00:00.000Z'); // 13:00 EDT
  expect(slots).toContain('2026-11-01T14:30:00.000Z'); // 9:30 EST on Sunday
  expect(slots).not.toContain('2026-11-01T13:30:00.000Z'); // 8:30 EST: before opening
  for (const slot of slots) {
    const { minutes } = shopTimeAt(new Date(slot), zone);
    expect(minutes).toBeGreaterThanOrEqual(9 * 60 + 20);
    expect(minutes).toBeLessThanOrEqual(21 * 60);
  }
});

test('a full slot is not offered; the others are', () => {
  const question = {
    hours: DEFAULT_OPENING_HOURS,
    timeZone: KOLKATA,
    now: FRIDAY_3AM,
    leadMinutes: 20,
    perSlot: 2,
  };
  const first = '2026-11-27T04:00:00.000Z';
  const second = '2026-11-27T04:15:00.000Z';
  const taken = new Map([
    [first, 2],
    [second, 1],
  ]);
  const { slots } = orderSlots({ ...question, taken });
  expect(slots[0]).toBe(second);
  expect(orderSlots({ ...question, taken, perSlot: null }).slots[0]).toBe(first);
});
