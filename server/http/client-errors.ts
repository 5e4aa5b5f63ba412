/**
 * Replies to requests that never reach a route: malformed HTTP (a Content-Length with a
 * Transfer-Encoding, a bad chunk), headers too large or too many (431), a request that took too
 * long to arrive (408). Node hands these to Fastify's clientErrorHandler with the bare socket;
 * they get the same `{ success: false, message }` body and the same security headers as every
 * other reply, and the connection is closed.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { refusal } from './errors';

interface ClientError extends Error {
  code?: string;
}

type Answer = [status: number, message: string];

const TIMED_OUT: Answer = [408, 'The request took too long to arrive. Please try again.'];
const TOO_LARGE: Answer = [431, 'The request headers are too large.'];
const BOTH_LENGTHS: Answer = [
  400,
  'The request has both a Content-Length and a Transfer-Encoding; send one of them.',
];
const MALFORMED: Answer = [400, 'The request is not valid HTTP.'];

function answerFor(error: ClientError): Answer {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMED_OUT;
  if (error.code === 'HPE_HEADER_OVERFLOW') return TOO_LARGE;
  // Node names the pair under one code or another, depending on which header came first.
  if (/Content-Length/i.test(error.message) && /Transfer-Encoding/i.test(error.message))
    return BOTH_LENGTHS;
  return MALFORMED;
}

/** The raw HTTP reply for a client error: status line, headers and the JSON refusal. */
function clientErrorResponse(error: ClientError, headers: Record<string, string>): string {
  const [status, message] = answerFor(error);
  const body = JSON.stringify(refusal(message));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's clientErrorHandler: answer once if the socket still can, then close it. */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: ClientError, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) return void socket.destroy();
    socket.end(clientErrorResponse(error, headers));
    // A client that will not read the answer does not keep the socket.
    setTimeout(() => socket.destroy(), 5_000).unref();
  };
}
