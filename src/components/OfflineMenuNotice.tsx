/**
 * The quiet line above a menu that is not the current one: offline, the pages that list dishes
 * show the menu this browser kept from its last visit (store/menu/lastMenu.ts), and say from when
 * ('You are offline: showing the menu from 12:40 PM.'). Nothing while the menu is the live one.
 */
import { api } from '../api/apiSlice';
import { useAppSelector } from '../store/hooks';
import { OfflineIcon } from './OfflineIcon';
import './OfflineMenuNotice.css';

/** The shop's clock style ('9:05 PM', as on the contact page's hours), and its dates ('24 Nov'). */
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const DAY_AND_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * When the kept menu arrived, in the shop's style, in the browser's time: '12:40 PM' today,
 * '24 Nov, 9:05 PM' on another day, '24 Nov 2025, 9:05 PM' in another year.
 */
export function menuTimeText(receivedAt: number, now = Date.now()): string {
  const at = new Date(receivedAt);
  const today = new Date(now);
  const time = TIME.format(at);
  if (at.toDateString() === today.toDateString()) return time;
  const day = at.getFullYear() === today.getFullYear() ? DAY : DAY_AND_YEAR;
  return `${day.format(at)}, ${time}`;
}

export function offlineMenuText(receivedAt: number, now = Date.now()): string {
  return `You are offline: showing the menu from ${menuTimeText(receivedAt, now)}.`;
}

const selectFoodList = api.endpoints.foodList.select();

export function OfflineMenuNotice() {
  const receivedAt = useAppSelector((state) => selectFoodList(state).data?.receivedAt);
  if (receivedAt === undefined) return null;
  return (
    <p className="offline-menu" role="status">
      <OfflineIcon />
      <span>{offlineMenuText(receivedAt)}</span>
    </p>
  );
}
