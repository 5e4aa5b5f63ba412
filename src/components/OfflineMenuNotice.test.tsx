import { menuTimeText, offlineMenuText } from './OfflineMenuNotice';

// Local times: the shopper reads the time on their own clock.
const NOW = new Date(2026, 10, 25, 14, 5).getTime();

test.each([
  [new Date(2026, 10, 25, 12, 40), '12:40 PM'],
  [new Date(2026, 10, 25, 0, 5), '12:05 AM'],
  [new Date(2026, 10, 25, 9, 0), '9:00 AM'],
  [new Date(2026, 10, 24, 21, 5), '24 Nov, 9:05 PM'],
  [new Date(2025, 11, 31, 23, 59), '31 Dec 2025, 11:59 PM'],
])('a menu received at %s reads %s', (at, text) => {
  expect(menuTimeText(at.getTime(), NOW)).toBe(text);
});

test('the notice says the shopper is offline and from when the menu is', () => {
  expect(offlineMenuText(new Date(2026, 10, 25, 12, 40).getTime(), NOW)).toBe(
    'You are offline: showing the menu from 12:40 PM.',
  );
});
