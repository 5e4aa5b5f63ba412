import type { FoodItem } from '../../../contract/api';
import { keepMenu, keptMenu } from './lastMenu';

const MENU: FoodItem[] = ['Greek Salad', 'Cup Cake'].map((name, index) => ({
  _id: `dish-${index}`,
  name,
  description: `${name}, as served.`,
  price: 12 + index,
  image: `dish-${index}.webp`,
  category: index ? 'Cake' : 'Salad',
  available: true,
  labels: [],
}));

beforeEach(() => localStorage.clear());

test('nothing kept: no menu', () => {
  expect(keptMenu()).toBeUndefined();
});

test('the menu received is kept with when it arrived, and comes back marked with it', () => {
  const at = Date.UTC(2026, 10, 25, 7, 10);
  keepMenu(JSON.stringify({ data: MENU }), at);
  const kept = keptMenu();
  expect([...kept!]).toEqual(MENU);
  expect(kept?.receivedAt).toBe(at);
});

test('a later menu replaces the earlier one', () => {
  keepMenu(JSON.stringify({ data: MENU }), 1);
  keepMenu('{ "data": [] }', 2);
  expect([...keptMenu()!]).toEqual([]);
  expect(keptMenu()?.receivedAt).toBe(2);
});

test('what cannot be read as a kept menu is no menu', () => {
  for (const stored of ['not json', '42', '{"at":1}', '{"at":1,"menu":[]}']) {
    localStorage.setItem('storefront:last-menu', stored);
    expect(keptMenu()).toBeUndefined();
  }
});

test('a full storage keeps nothing, and says nothing', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  try {
    expect(() => keepMenu(JSON.stringify({ data: MENU }))).not.toThrow();
  } finally {
    setItem.mockRestore();
  }
  expect(keptMenu()).toBeUndefined();
});
