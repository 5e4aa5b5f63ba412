import {
  FULFILMENT_MESSAGES,
  deliveryTermsFor,
  isPinCode,
  pinCodesOf,
  quotedMinutes,
} from './fulfilment';

const areas = [
  { id: 'a', name: 'Central', pins: ['560001', '560002'], fee: 30, minimum: 200 },
  { id: 'b', name: 'North', pins: ['560002', '560024'], fee: 60, minimum: 0 },
];

test('PIN codes are six digits, the first not 0', () => {
  expect(isPinCode('560001')).toBe(true);
  expect(isPinCode(' 110001 ')).toBe(true);
  for (const bad of ['060001', '56001', '5600011', 'abcdef', '560 001', '']) {
    expect(isPinCode(bad)).toBe(false);
  }
});

test('no areas: every PIN code for the flat ₹50; with areas, only theirs', () => {
  expect(deliveryTermsFor([], '110001')).toEqual({ fee: 50, minimum: 0, area: null });
  expect(deliveryTermsFor(areas, '560001')).toEqual({ fee: 30, minimum: 200, area: 'Central' });
  expect(deliveryTermsFor(areas, '560002')).toEqual({ fee: 30, minimum: 200, area: 'Central' });
  expect(deliveryTermsFor(areas, '560024')).toEqual({ fee: 60, minimum: 0, area: 'North' });
  expect(deliveryTermsFor(areas, '110001')).toBe('no');
});

test('PIN codes pasted by staff are split, kept once and the bad ones named', () => {
  expect(pinCodesOf('560001, 560002\n560001;  12345 x')).toEqual({
    pins: ['560001', '560002'],
    invalid: ['12345', 'x'],
  });
});

test('quoted times and their sentences', () => {
  const times = { preparation: 20, delivery: 25 };
  expect(FULFILMENT_MESSAGES.readyIn(quotedMinutes('pickup', times))).toBe(
    'Ready for pickup in about 20 min',
  );
  expect(FULFILMENT_MESSAGES.arrivesIn(quotedMinutes('delivery', times))).toBe(
    'Arrives in about 45 min',
  );
  expect(quotedMinutes('delivery', times, 10)).toBe(55);
  expect(FULFILMENT_MESSAGES.notDelivered('110001')).toBe(
    'Sorry, we do not deliver to 110001 yet. You can pick it up instead.',
  );
  expect(FULFILMENT_MESSAGES.closedOrderAhead('9 AM')).toBe(
    'We are closed now. We open at 9 AM. You can order now for later.',
  );
});
