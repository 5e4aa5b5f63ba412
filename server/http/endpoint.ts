/**
 * A route's method, URL and schema from its call in contract/calls.ts, for the plugin that serves
 * it under its prefix: `app.route({ ...endpoint(app, CALLS.cartAdd), handler })`. The schema is
 * the contract's own, so the body is validated against it, the handler's request and reply are
 * typed from it (TypeBox type provider), the reply is serialised with it (a field the schema does
 * not name is never sent), and the OpenAPI document at /api/openapi.json shows it. A schema's
 * refusal says the call's own sentences (its `messages`) and names the field.
 */
import type { FastifyInstance } from 'fastify';
import type { CallSchema } from '../../contract/calls';
import { schemaRefusals } from './errors';

export function endpoint<C extends CallSchema>(app: FastifyInstance, call: C) {
  if (!call.url.startsWith(app.prefix)) {
    throw new Error(`${call.url} cannot be served under ${app.prefix || '/'}`);
  }
  const schema = {
    summary: call.summary,
    ...(call.description === undefined ? {} : { description: call.description }),
    tags: [call.tag],
    ...(call.signedIn ? { security: [{ token: [] }] } : {}),
    body: call.body as C['body'],
    querystring: call.querystring as C['querystring'],
    response: call.response as C['response'],
    // A file upload: its parts are read by the handler; the API document shows them (openapi.ts).
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
  };
  // Fastify warns about a `body` key that holds undefined: a call without a body has none.
  if (call.body === undefined) Reflect.deleteProperty(schema, 'body');
  if (call.querystring === undefined) Reflect.deleteProperty(schema, 'querystring');
  return {
    method: call.method,
    url: call.url.slice(app.prefix.length),
    schema,
    // A refusal of the schema says the call's own sentence for the field, where it has one.
    ...(call.messages ? { schemaErrorFormatter: schemaRefusals(call.messages) } : {}),
  };
}
