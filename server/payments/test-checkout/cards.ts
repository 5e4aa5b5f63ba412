/** What the test checkout does with a card: Stripe's test numbers, checked as a real form would. */

const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type CardOutcome =
  { ok: true } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCard(
  number: string,
  expiry: string,
  cvc: string,
  now = new Date(),
): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  const year = 2000 + Number(match?.[2]);
  if (!match || month < 1 || month > 12) {
    return {
      ok: false,
      field: 'expiry',
      message: "Your card's expiry date is incomplete (MM/YY).",
    };
  }
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    return { ok: false, field: 'expiry', message: "Your card's expiry date is in the past." };
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  }
  if (digits === TEST_CARDS.declined)
    return { ok: false, field: 'number', message: 'Your card was declined.' };
  if (digits !== TEST_CARDS.pays) {
    return {
      ok: false,
      field: 'number',
      message: 'This test checkout takes the test card 4242 4242 4242 4242.',
    };
  }
  return { ok: true };
}
