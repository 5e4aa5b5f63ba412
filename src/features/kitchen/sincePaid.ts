/**
 * How long ago an order was paid, as the board says it, whether a new order waited too long, and
 * the minute clock that keeps both true.
 */
import { useEffect, useState } from 'react';
import { ACCEPT_WITHIN_MINUTES } from '../../../contract/acceptance';

const MINUTE = 60_000;

/** 'just now', '12 min ago', '1 h 5 min ago'. */
export function sincePaidText(paidAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(paidAt).getTime()) / MINUTE));
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** The current time, renewed each minute. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A new order has waited longer than the kitchen should take to accept it: since it reached the
 * board (its latest change: the payment, or a scheduled order's release).
 */
export function waitingTooLong(order: { updatedAt: string }, now: number): boolean {
  return now - new Date(order.updatedAt).getTime() >= ACCEPT_WITHIN_MINUTES * MINUTE;
}
