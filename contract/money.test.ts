import { DELIVERY_FEE, deliveryFeeFor, displayPrice } from './money';
import { formatPrice, formatRupees } from './rupees';

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

test('rupees are grouped as Intl writes en-IN: thousands, then pairs, up to two decimals', () => {
  const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const amounts = [
    0,
    5,
    50,
    120,
    999,
    1000,
    1250,
    12345,
    99999,
    100000,
    125000,
    1234567,
    98765432,
    1234567890,
    12.5,
    99.99,
    0.1 + 0.2,
    1000.05,
    0.004,
    250.1,
    -50,
    -125000,
    -0.001,
  ];
  for (let n = 1; n < 1e12; n = n * 7 + 3) amounts.push(n);
  for (const amount of amounts) {
    expect(`${amount} ${formatRupees(amount)}`).toBe(`${amount} ₹${intl.format(amount)}`);
  }
});
