/**
 * The quiet line above a menu that is not the current one: offline, the pages that list dishes
 * show the menu this browser kept from its last visit (api/lastMenu.ts), and say from when
 * ('You are offline: showing the menu from 12:40 PM.'). Nothing while the menu is the live one.
 */
import { api } from '../api/apiSlice';
import { useAppSelector } from '../store/hooks';
import { OfflineIcon } from './OfflineIcon';
import './OfflineMenuNotice.css';

/**
 * When the kept menu arrived, in the shop's style ('9:05 PM', as on the contact page's hours,
 * and '24 Nov'), in the browser's time: '12:40 PM' today, '24 Nov, 9:05 PM' on another day,
 * '24 Nov 2025, 9:05 PM' in another year. Formatted when needed (offline only): a formatter made
 * as the module loads would cost every start of /Menu its locale's data.
 */
export function menuTimeText(receivedAt: number, now = Date.now()): string {
  const at = new Date(receivedAt);
  const today = new Date(now);
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (at.toDateString() === today.toDateString()) return time;
  const year = at.getFullYear() === today.getFullYear() ? undefined : 'numeric';
  return `${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year })}, ${time}`;
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
