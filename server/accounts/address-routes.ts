/**
 * The address book's calls (docs/product.md#the-address-book): GET /api/user/addresses and POST
 * /api/user/addresses/save, /remove and /default. Signed-in shoppers only; the account is always
 * the token's, never one named in the body, and an id that is not one of its own addresses is
 * answered as unknown (404), whoever's it is. Every change answers with the book as it now is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADDRESS_BOOK_MESSAGES, addressNameProblem } from '../../contract/address-book';
import { checkAddress } from '../../contract/address-checks';
import { CALLS } from '../../contract/calls';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { AddressBook } from './address-book';

export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { shopperOnly } = app;
  const book = new AddressBook(app.database.db);

  const reply = async (userId: string, message: string) => ({
    success: true as const,
    message,
    addresses: await book.list(userId),
  });

  app.route({
    ...endpoint(app, CALLS.addressList),
    preHandler: shopperOnly,
    handler: async (request) => reply(request.shopperId, ''),
  });

  app.route({
    ...endpoint(app, CALLS.addressSave),
    preHandler: shopperOnly,
    handler: async (request) => {
      const name = request.body.name?.trim() ?? '';
      const problem = addressNameProblem(name);
      if (problem) throw new Refusal(400, problem);
      const checked = checkAddress(request.body.address);
      if ('problem' in checked) throw new Refusal(400, checked.problem);
      await book.save(request.shopperId, { id: request.body.id, name, address: checked.address });
      return reply(request.shopperId, ADDRESS_BOOK_MESSAGES.saved);
    },
  });

  app.route({
    ...endpoint(app, CALLS.addressRemove),
    preHandler: shopperOnly,
    handler: async (request) => {
      if (!(await book.remove(request.shopperId, request.body.id)))
        throw new Refusal(404, ADDRESS_BOOK_MESSAGES.notFound);
      return reply(request.shopperId, ADDRESS_BOOK_MESSAGES.removed);
    },
  });

  app.route({
    ...endpoint(app, CALLS.addressDefault),
    preHandler: shopperOnly,
    handler: async (request) => {
      if (!(await book.makeDefault(request.shopperId, request.body.id)))
        throw new Refusal(404, ADDRESS_BOOK_MESSAGES.notFound);
      return reply(request.shopperId, ADDRESS_BOOK_MESSAGES.madeDefault);
    },
  });
};
