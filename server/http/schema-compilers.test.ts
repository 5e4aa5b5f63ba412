import { startTestServer } from '../test/helpers';
import { schemaCompilers } from './schema-compilers';

const reply = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
};
const body = {
  type: 'object',
  required: ['itemId'],
  properties: { itemId: { type: 'string', minLength: 1 } },
};

const route = (schema: object, httpStatus = '200') => ({
  method: 'POST',
  url: '/api/cart/add',
  httpStatus,
  schema,
});

describe('the schema compilers every app of a process shares', () => {
  it('compile a reply schema once, whichever app asks', () => {
    const first = schemaCompilers.buildSerializer({}, {})(route(reply));
    const again = schemaCompilers.buildSerializer({}, {})(route(reply, '201'));
    expect(again).toBe(first);
    expect(first({ success: true, message: 'Added', secret: 'x' })).toBe(
      '{"success":true,"message":"Added"}',
    );
    const other = schemaCompilers.buildSerializer({}, {})(route({ ...reply }));
    expect(other).not.toBe(first);
  });

  it('compile a request schema once, whichever app asks', () => {
    const options = { customOptions: { allErrors: false } };
    const first = schemaCompilers.buildValidator({}, options)(route(body));
    const again = schemaCompilers.buildValidator({}, options)(route(body));
    expect(again).toBe(first);
    expect(first({ itemId: 'd1' })).toBe(true);
    expect(first({ itemId: '' })).toBe(false);
  });

  it('leave each app refusing and answering as its own compilers would', async () => {
    const apps = [await startTestServer(), await startTestServer()];
    try {
      for (const app of apps) {
        const refused = await fetch(`${app.url}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 42 }),
        });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ success: false });
        const list = await fetch(`${app.url}/api/food/list`);
        expect(await list.json()).toMatchObject({ success: true });
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
