import { DELIVERY_FEE, deliveryFeeFor, displayPrice, formatPrice, formatRupees } from './money';

test('a stored price is shown x 10 in rupees', () => {
  expect(displayPrice(12)).toBe(120);
  expect(formatPrice(12)).toBe('₹120');
  expect(formatRupees(1250)).toBe('₹1,250');
});

test('the delivery fee is ₹50 when the cart holds something, else 0', () => {
  expect(DELIVERY_FEE).toBe(50);
  expect(deliveryFeeFor(120)).toBe(50);
  expect(deliveryFeeFor(0)).toBe(0);
});
