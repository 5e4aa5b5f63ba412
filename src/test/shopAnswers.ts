/**
 * The shop's answers about issue 30's terms, as the contract gives them, for page tests: GET
 * /api/shop (open, the sample counter, pay on delivery off, ordering ahead) and GET
 * /api/shop/times (as soon as possible quoted, the given slots), each changed as a test says.
 */
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import type { FakeApi } from './fakeApi';

export function shopAnswers(
  api: Pick<FakeApi, 'on'>,
  slots: string[],
  shop: Record<string, unknown> = {},
  times: Record<string, unknown> = {},
): void {
  api.on('GET /api/shop', {
    body: {
      success: true,
      settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 },
      open: true,
      pickupAddress: 'Tomato, 12 MG Road, Bengaluru 560001',
      payOnDeliveryMax: null,
      orderAhead: true,
      ...shop,
    },
  });
  api.on('GET /api/shop/times', (request) => {
    const pickup = request.query.get('fulfilment') === 'pickup';
    const minutes = pickup ? 20 : 45;
    return {
      body: {
        success: true,
        asap: true,
        minutes,
        quote: pickup
          ? FULFILMENT_MESSAGES.readyIn(minutes)
          : FULFILMENT_MESSAGES.arrivesIn(minutes),
        slots,
        ...times,
      },
    };
  });
}
