/**
 * A request's own logger (http/request-logger.ts): made on its first line, and then the same
 * lines as the child Fastify would have made at once.
 */
import Fastify from 'fastify';
import pino from 'pino';
import { requestLogger } from './request-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  step?: string;
}

function captured(level = 'info') {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  return { logger, lines };
}

test("a request's lines carry its id, at the server's level, through Fastify", async () => {
  const { logger, lines } = captured();
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLogger });
  app.get('/here', async (request) => {
    request.log.debug('below the level');
    request.log.info({ step: 'handler' }, 'handled');
    request.log.child({ step: 'inner' }).warn('from a child');
    return { ok: true };
  });
  const reply = await app.inject('/here');
  await app.close();

  expect(reply.statusCode).toBe(200);
  const handled = lines.find((line) => line.msg === 'handled')!;
  expect(handled).toMatchObject({ level: 30, step: 'handler', reqId: expect.any(String) });
  expect(lines.find((line) => line.msg === 'from a child')).toMatchObject({
    level: 40,
    step: 'inner',
    reqId: handled.reqId,
  });
  expect(lines.some((line) => line.msg === 'below the level')).toBe(false);
});

test('the child is made on the first line, once, with the options it was given', () => {
  const { logger, lines } = captured();
  const made = jest.spyOn(logger, 'child');
  const log = requestLogger(logger, { reqId: 'req-7' }, { level: 'warn' });

  expect(log.level).toBe('warn');
  expect(made).not.toHaveBeenCalled();

  log.info('quieter than the request allows');
  log.error('loud enough');
  log.warn('also');
  expect(made).toHaveBeenCalledTimes(1);
  expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
    { msg: 'loud enough', reqId: 'req-7' },
    { msg: 'also', reqId: 'req-7' },
  ]);

  log.level = 'info';
  log.info('now heard');
  expect(lines.at(-1)).toMatchObject({ msg: 'now heard', reqId: 'req-7' });
  expect(logger.level).toBe('info');
});

test("without options of its own it follows the server's level", () => {
  const { logger } = captured('error');
  expect(requestLogger(logger, { reqId: 'req-8' }, {}).level).toBe('error');
});
