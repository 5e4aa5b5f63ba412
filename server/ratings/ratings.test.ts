/**
 * Ratings over real HTTP (docs/product.md#ratings): who may rate what, once per dish per order,
 * changes within 7 days of the first rating (the shop's clock, SHOP_CLOCK), the dish's sum and
 * count kept by the database under concurrent ratings, the menu showing them at once, and staff
 * hiding a review out of the average. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { FoodItem } from '../../contract/api';
import { RATING_COMMENT_MAX, RATING_MESSAGES } from '../../contract/rating-rules';
import { ORDER_STATUS } from '../../contract/rules';
import {
  OPEN_SHOP_CLOCK,
  SAMPLE_ADDRESS,
  client,
  createShopper,
  createStaff,
  expectRefusal,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

const SECRET = 'ratings tests share one secret across their stores'.padEnd(48, '.');

let server: TestServer;
let call: Call;
let menu: FoodItem[];
let staff: Shopper;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: SECRET });
  call = client(server.url);
  menu = await getMenu(call);
  staff = await createStaff(server);
});

afterAll(async () => {
  await server?.close();
});

/** A paid order of the dishes, through the real checkout; its id. */
async function paidOrder(shopper: Shopper, dishes: FoodItem[]): Promise<string> {
  const placed = await placeOrderFor(
    call,
    shopper,
    dishes.map((dish) => [dish, 1] as const),
  );
  const paid = await payOnTestCheckout(server, placed.sessionUrl);
  if (paid.status !== 303) throw new Error(`paying failed: ${paid.status}`);
  return placed.orderId;
}

/** A paid order moved by staff to 'Delivered'. */
async function deliveredOrder(shopper: Shopper, dishes: FoodItem[]): Promise<string> {
  const orderId = await paidOrder(shopper, dishes);
  for (const to of [ORDER_STATUS.outForDelivery, ORDER_STATUS.delivered]) {
    const moved = await call('POST', '/api/kitchen/advance', { orderId, to }, staff.headers);
    if (moved.status !== 200) throw new Error(`advance failed: ${JSON.stringify(moved.body)}`);
  }
  return orderId;
}

/**
 * A delivered order written straight into the database, for the tests that need many: placing
 * and delivering through HTTP is the rules' test below.
 */
async function storedDeliveredOrder(shopper: Shopper, dish: FoodItem): Promise<string> {
  const id = randomUUID();
  const at = new Date(OPEN_SHOP_CLOCK).toISOString();
  await server.app.database.db
    .insertInto('orders')
    .values({
      id,
      user_id: shopper.userId,
      items: JSON.stringify([
        { foodId: dish._id, name: dish.name, price: dish.price, quantity: 1 },
      ]),
      amount: dish.price * 10 + 50,
      address: JSON.stringify(SAMPLE_ADDRESS),
      status: ORDER_STATUS.delivered,
      paid: 1,
      cart_key: id,
      provider: 'test',
      session_id: null,
      session_url: null,
      session_expires_at: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
      refund_id: null,
      promo_code: null,
    })
    .execute();
  return id;
}

const rate = (
  who: Shopper,
  body: { orderId: string; foodId: string; stars: unknown; comment?: string },
  on: Call = call,
) => on('POST', '/api/rating/rate', body, who.headers);

/** The dish's sum and count as the database keeps them. */
async function sums(foodId: string) {
  const row = await server.app.database.db
    .selectFrom('food')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', foodId)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.rating_sum), count: Number(row.rating_count) };
}

async function ratingOnMenu(foodId: string) {
  return (await getMenu(call)).find((dish) => dish._id === foodId)?.rating;
}

describe('a shopper rates the dishes of a delivered order of theirs', () => {
  let shopper: Shopper;
  let orderId: string;
  const first = () => menu[0]!;
  const second = () => menu[1]!;
  const notOrdered = () => menu[2]!;

  beforeAll(async () => {
    shopper = await createShopper(server);
    orderId = await deliveredOrder(shopper, [first(), second()]);
  });

  test('refused before delivery, for another shopper, and for a dish not in the order', async () => {
    const waiting = await paidOrder(shopper, [first()]);
    const body = { orderId: waiting, foodId: first()._id, stars: 4 };
    expectRefusal(await rate(shopper, body), 409, RATING_MESSAGES.notDelivered);
    const other = await createShopper(server, 'Meera Iyer');
    const theirs = { orderId, foodId: first()._id, stars: 1 };
    expectRefusal(await rate(other, theirs), 404, RATING_MESSAGES.orderNotFound);
    expectRefusal(
      await call('POST', '/api/rating/order', { orderId }, other.headers),
      404,
      RATING_MESSAGES.orderNotFound,
    );
    expectRefusal(
      await rate(shopper, { orderId, foodId: notOrdered()._id, stars: 5 }),
      404,
      RATING_MESSAGES.notInOrder,
    );
    expectRefusal(await call('POST', '/api/rating/rate', theirs), 401);
    expect(await sums(first()._id)).toEqual({ sum: 0, count: 0 });
  });

  test('stars out of range and a comment over 500 characters are refused with why', async () => {
    for (const stars of [0, 6, 3.5, -1])
      expectRefusal(
        await rate(shopper, { orderId, foodId: first()._id, stars }),
        400,
        RATING_MESSAGES.stars,
      );
    expectRefusal(await rate(shopper, { orderId, foodId: first()._id, stars: '5' }), 400);
    const comment = 'a'.repeat(RATING_COMMENT_MAX + 1);
    expectRefusal(
      await rate(shopper, { orderId, foodId: first()._id, stars: 4, comment }),
      400,
      RATING_MESSAGES.commentTooLong,
    );
    expect(await sums(first()._id)).toEqual({ sum: 0, count: 0 });
  });

  test('once per dish per order: rating again within 7 days changes it', async () => {
    const comment = 'b'.repeat(RATING_COMMENT_MAX);
    const given = await rate(shopper, { orderId, foodId: second()._id, stars: 2, comment });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      message: RATING_MESSAGES.rated,
      rating: { stars: 2, comment },
    });
    expect(given.body.rating.ratedAt).toMatch(/^2026-11-25T06:/);
    expect(given.body.rating.changeableUntil).toMatch(/^2026-12-02T06:/);
    expect(given.body.rating.changeable).toBe(true);
    const again = await rate(shopper, { orderId, foodId: second()._id, stars: 5 });
    expect(again.body).toMatchObject({ message: RATING_MESSAGES.changed, rating: { stars: 5 } });
    expect(again.body.rating.ratedAt).toBe(given.body.rating.ratedAt);
    expect(await sums(second()._id)).toEqual({ sum: 5, count: 1 });
    const mine = await call('POST', '/api/rating/order', { orderId }, shopper.headers);
    expect(mine.body).toEqual({
      success: true,
      rateable: true,
      dishes: [
        { foodId: first()._id, name: first().name, rating: null },
        { foodId: second()._id, name: second().name, rating: again.body.rating },
      ],
    });
  });

  test('after 7 days by the shop clock the rating can no longer be changed', async () => {
    const given = await rate(shopper, { orderId, foodId: first()._id, stars: 3 });
    expect(given.status).toBe(200);
    const later = async (days: number) =>
      startTestServer({
        JWT_SECRET: SECRET,
        DATA_DIR: server.config.dataDir,
        ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
        SHOP_CLOCK: new Date(Date.parse(OPEN_SHOP_CLOCK) + days * 86_400_000).toISOString(),
      });
    const sixDays = await later(6.9);
    try {
      const changed = await rate(
        shopper,
        { orderId, foodId: first()._id, stars: 4 },
        client(sixDays.url),
      );
      expect(changed.body).toMatchObject({ message: RATING_MESSAGES.changed });
    } finally {
      await sixDays.close();
    }
    const eightDays = await later(8);
    try {
      expectRefusal(
        await rate(shopper, { orderId, foodId: first()._id, stars: 1 }, client(eightDays.url)),
        409,
        RATING_MESSAGES.changeClosed,
      );
      const mine = await client(eightDays.url)(
        'POST',
        '/api/rating/order',
        { orderId },
        shopper.headers,
      );
      expect(mine.body.dishes[0].rating).toMatchObject({ stars: 4, changeable: false });
    } finally {
      await eightDays.close();
    }
    expect(await sums(first()._id)).toEqual({ sum: 4, count: 1 });
  });
});

describe('averages', () => {
  test('many ratings at once: the sum and count are exact, and the menu shows them', async () => {
    const dish = menu[5]!;
    const before = (await call('GET', '/api/food/list')).headers.get('etag');
    const shoppers = await Promise.all(Array.from({ length: 24 }, () => createShopper(server)));
    const orders = await Promise.all(shoppers.map((who) => storedDeliveredOrder(who, dish)));
    const stars = shoppers.map((_, index) => (index % 5) + 1);
    const replies = await Promise.all(
      shoppers.map((who, index) =>
        rate(who, { orderId: orders[index]!, foodId: dish._id, stars: stars[index] }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(shoppers.map(() => 200));
    const sum = stars.reduce((total, one) => total + one, 0);
    expect(await sums(dish._id)).toEqual({ sum, count: 24 });
    // Changes at once too: each shopper gives 1 star instead.
    await Promise.all(
      shoppers.map((who, index) =>
        rate(who, { orderId: orders[index]!, foodId: dish._id, stars: 1 }),
      ),
    );
    expect(await sums(dish._id)).toEqual({ sum: 24, count: 24 });
    const after = await call('GET', '/api/food/list');
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await ratingOnMenu(dish._id)).toEqual({ average: 1, count: 24 });
  });

  test('the same rating sent many times at once counts once', async () => {
    const dish = menu[6]!;
    const who = await createShopper(server);
    const orderId = await storedDeliveredOrder(who, dish);
    const replies = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((stars) =>
        rate(who, { orderId, foodId: dish._id, stars }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const { sum, count } = await sums(dish._id);
    expect(count).toBe(1);
    const mine = await call('POST', '/api/rating/order', { orderId }, who.headers);
    expect(sum).toBe(mine.body.dishes[0].rating.stars);
  });

  test('the menu shows the average to one decimal', async () => {
    const dish = menu[7]!;
    for (const stars of [5, 4, 4]) {
      const who = await createShopper(server);
      const orderId = await storedDeliveredOrder(who, dish);
      expect((await rate(who, { orderId, foodId: dish._id, stars })).status).toBe(200);
    }
    expect(await ratingOnMenu(dish._id)).toEqual({ average: 4.3, count: 3 });
    expect(await ratingOnMenu(menu[8]!._id)).toEqual({ average: 0, count: 0 });
  });
});

describe('staff review the reviews', () => {
  test('hiding a review takes it out of the average; showing it again puts it back', async () => {
    const dish = menu[9]!;
    const reviews: string[] = [];
    for (const [stars, comment] of [
      [5, 'Lovely'],
      [1, 'Rude words'],
    ] as const) {
      const who = await createShopper(server, 'Anil Kapoor');
      const orderId = await storedDeliveredOrder(who, dish);
      expect((await rate(who, { orderId, foodId: dish._id, stars, comment })).status).toBe(200);
      reviews.push(comment);
    }
    expect(await ratingOnMenu(dish._id)).toEqual({ average: 3, count: 2 });
    const listed = await call('GET', '/api/kitchen/reviews', undefined, staff.headers);
    const rude = listed.body.data.find(
      (review: { comment: string }) => review.comment === 'Rude words',
    );
    expect(rude).toMatchObject({ dish: dish.name, stars: 1, shopper: 'Anil Kapoor', hidden: null });

    const hide = (body: unknown, who: Shopper | null = staff) =>
      call('POST', '/api/kitchen/reviews/hide', body, who?.headers);
    expectRefusal(await hide({ id: rude.id, reason: 'Abusive' }, null), 401);
    expectRefusal(await hide({ id: rude.id, reason: 'Abusive' }, await createShopper(server)), 403);
    expectRefusal(await hide({ id: rude.id, reason: '  ' }), 400, RATING_MESSAGES.reasonMissing);
    expectRefusal(
      await hide({ id: 'nope', reason: 'Abusive' }),
      404,
      RATING_MESSAGES.reviewNotFound,
    );
    expect(await ratingOnMenu(dish._id)).toEqual({ average: 3, count: 2 });

    const hidden = await hide({ id: rude.id, reason: 'Abusive' });
    expect(hidden.body.review).toMatchObject({ id: rude.id, hidden: { reason: 'Abusive' } });
    expect(await ratingOnMenu(dish._id)).toEqual({ average: 5, count: 1 });
    const onlyHidden = await call(
      'GET',
      '/api/kitchen/reviews?hidden=only',
      undefined,
      staff.headers,
    );
    expect(onlyHidden.body.data.map((review: { id: string }) => review.id)).toEqual([rude.id]);
    const dishReviews = await call('GET', `/api/rating/dish?dish=${dish._id}`);
    expect(dishReviews.body.data).toEqual([
      { stars: 5, comment: 'Lovely', name: 'Anil', at: expect.any(String) },
    ]);

    const shown = await call('POST', '/api/kitchen/reviews/unhide', { id: rude.id }, staff.headers);
    expect(shown.body.review.hidden).toBeNull();
    expect(await ratingOnMenu(dish._id)).toEqual({ average: 3, count: 2 });
  });

  test('the review list is for staff only', async () => {
    expectRefusal(await call('GET', '/api/kitchen/reviews'), 401);
    const shopper = await createShopper(server);
    expectRefusal(await call('GET', '/api/kitchen/reviews', undefined, shopper.headers), 403);
    expectRefusal(
      await call('GET', '/api/rating/dish?dish=nope'),
      404,
      RATING_MESSAGES.dishNotFound,
    );
  });
});
