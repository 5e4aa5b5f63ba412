/** POST /api/user/register and /api/user/login. Limits: login-limits.ts; sessions: session-routes.ts. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LoginReply, LoginRequest, RegisterRequest, Reply } from '../../contract/api';
import { NAME_MAX, PASSWORD_MAX, isEmail } from '../../contract/rules';
import { BusyRefusal, type PasswordHasher } from '../auth/password-hasher';
import { PASSWORD_MESSAGES, newPasswordProblem } from '../auth/password-rules';
import type { TokenService } from '../auth/tokens';
import { Refusal } from '../http/errors';
import { objectBody, text } from '../http/schemas';
import type { LoginLimits } from './login-limits';
import type { UserRepository } from './repository';

export const MESSAGES = {
  fillAll: 'Please fill all the fields',
  fillAllLogin: 'Please fill all the fields to login!',
  invalidEmail: 'Invalid email address',
  shortPassword: PASSWORD_MESSAGES.tooShort,
  longPassword: PASSWORD_MESSAGES.tooLong,
  commonPassword: PASSWORD_MESSAGES.tooCommon,
  longName: `Name must be at most ${NAME_MAX} characters long`,
  emailTaken: 'An account with this email already exists. Please log in.',
  created: 'Account Created Successfully!',
  badCredentials: 'Invalid email or password.',
  loggedIn: 'Login Successful!',
} as const;

/** Generous ceilings for the schema; the handlers apply the real rules with the shop's words. */
const registerBody = objectBody({ name: text(1000), email: text(1000), password: text(1000) });
const loginBody = objectBody({ email: text(1000), password: text(1000) });

export interface UserRouteDeps {
  users: UserRepository;
  tokens: TokenService;
  hasher: PasswordHasher;
  limits: LoginLimits;
}

/** Runs a password hash; when the hashing queue is full, the 503 says when to come back. */
export async function hashing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusyRefusal) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

export function userRoutes(app: FastifyInstance, deps: UserRouteDeps): void {
  const { users, tokens, hasher, limits } = deps;

  app.post<{ Body: Partial<RegisterRequest> }>(
    '/api/user/register',
    { schema: { body: registerBody } },
    async (request, reply) => {
      const name = request.body.name?.trim() ?? '';
      const email = request.body.email?.trim() ?? '';
      const password = request.body.password ?? '';
      // A failed sign-up counts against the address like a failed login; a successful one not.
      const failure = await limits.signupFailures(reply, request.ip);
      if (!name || !email || !password) throw new Refusal(400, MESSAGES.fillAll);
      if (!isEmail(email)) throw new Refusal(400, MESSAGES.invalidEmail);
      if (name.length > NAME_MAX) throw new Refusal(400, MESSAGES.longName);
      const problem = newPasswordProblem(password);
      if (problem) throw new Refusal(400, problem);
      await limits.signup(reply, request.ip);
      const hash = await hashing(reply, () => hasher.hash(password));
      const id = await users.create(name, email, hash);
      if (!id) throw new Refusal(409, MESSAGES.emailTaken);
      await failure.release();
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
      const attempt = await limits.login(reply, request.ip, email);
      if (!email || !password) throw new Refusal(400, MESSAGES.fillAllLogin);
      // No password that long can be an account's: refused whole, never cut to fit.
      if (!isEmail(email) || password.length > PASSWORD_MAX)
        throw new Refusal(401, MESSAGES.badCredentials);
      await limits.slowDown(email);
      const account = await users.findByEmail(email);
      // An unknown email is checked against a decoy hash so both refusals take as long.
      const matches = await hashing(reply, () => hasher.verify(password, account?.passwordHash));
      if (!account || !matches) {
        await limits.recordEmailFailure(email);
        throw new Refusal(401, MESSAGES.badCredentials);
      }
      await attempt.release();
      const body: LoginReply = {
        success: true,
        message: MESSAGES.loggedIn,
        token: tokens.issue(account.id, account.tokensValidAfter),
        username: account.name,
        userId: account.id,
      };
      return body;
    },
  );
}
