/** POST /api/user/register and /api/user/login. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginReply, LoginRequest, RegisterRequest, Reply } from '../../contract/api';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, isEmail } from '../../contract/rules';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { Refusal } from '../http/errors';
import { objectBody, text } from '../http/schemas';
import type { FailureLimiter } from './failure-limiter';
import { emailKey, type UserRepository } from './repository';

export const MESSAGES = {
  fillAll: 'Please fill all the fields',
  fillAllLogin: 'Please fill all the fields to login!',
  invalidEmail: 'Invalid email address',
  shortPassword: `Password must be at least ${PASSWORD_MIN} characters long`,
  longPassword: `Password must be at most ${PASSWORD_MAX} characters long`,
  longName: `Name must be at most ${NAME_MAX} characters long`,
  emailTaken: 'An account with this email already exists. Please log in.',
  created: 'Account Created Successfully!',
  badCredentials: 'Invalid email or password.',
  loggedIn: 'Login Successful!',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
} as const;

/** Generous ceilings for the schema; the handlers apply the real rules with the spec's words. */
const registerBody = objectBody({ name: text(1000), email: text(1000), password: text(1000) });
const loginBody = objectBody({ email: text(1000), password: text(1000) });

export interface UserRouteDeps {
  users: UserRepository;
  tokens: TokenService;
  limiter: FailureLimiter;
}

export function userRoutes(app: FastifyInstance, { users, tokens, limiter }: UserRouteDeps): void {
  function limitKeys(request: FastifyRequest, email: string | undefined): string[] {
    const keys = [`address:${request.ip}`];
    if (email) keys.push(`email:${emailKey(email)}`);
    return keys;
  }

  function checkLimit(reply: FastifyReply, keys: string[]): void {
    const wait = limiter.retryAfter(keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new Refusal(429, MESSAGES.tooMany);
    }
  }

  function refuse(keys: string[], status: number, message: string): never {
    limiter.recordFailure(keys);
    throw new Refusal(status, message);
  }

  app.post<{ Body: Partial<RegisterRequest> }>(
    '/api/user/register',
    { schema: { body: registerBody } },
    async (request, reply) => {
      const name = request.body.name?.trim() ?? '';
      const email = request.body.email?.trim() ?? '';
      const password = request.body.password ?? '';
      const keys = limitKeys(request, email || undefined);
      checkLimit(reply, keys);
      if (!name || !email || !password) refuse(keys, 400, MESSAGES.fillAll);
      if (!isEmail(email)) refuse(keys, 400, MESSAGES.invalidEmail);
      if (password.length < PASSWORD_MIN) refuse(keys, 400, MESSAGES.shortPassword);
      if (password.length > PASSWORD_MAX) refuse(keys, 400, MESSAGES.longPassword);
      if (name.length > NAME_MAX) refuse(keys, 400, MESSAGES.longName);
      const id = await users.create(name, email, await hashPassword(password));
      if (!id) refuse(keys, 409, MESSAGES.emailTaken);
      const body: Reply = { success: true, message: MESSAGES.created };
      return reply.code(201).send(body);
    },
  );

  app.post<{ Body: Partial<LoginRequest> }>(
    '/api/user/login',
    { schema: { body: loginBody } },
    async (request, reply) => {
      const email = request.body.email?.trim() ?? '';
      const password = request.body.password ?? '';
      const keys = limitKeys(request, email || undefined);
      checkLimit(reply, keys);
      if (!email || !password) refuse(keys, 400, MESSAGES.fillAllLogin);
      const account = isEmail(email) ? await users.findByEmail(email) : undefined;
      // An unknown email is checked against a decoy hash so both refusals take as long.
      const matches = await verifyPassword(
        password.slice(0, PASSWORD_MAX),
        account?.passwordHash ?? (await decoyHash()),
      );
      if (!account || !matches) refuse(keys, 401, MESSAGES.badCredentials);
      const body: LoginReply = {
        success: true,
        message: MESSAGES.loggedIn,
        token: await tokens.issue(account.id),
        username: account.name,
        userId: account.id,
      };
      return body;
    },
  );
}
