/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1) and a per-user salt.
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, so a hash is checked with the parameters it
 * was made with, and the cost can be raised later. PASSWORD_HASH_COST (log2 N) sets the cost of
 * new hashes; the test servers lower it (server/test/helpers.ts) to spend their time on what they
 * test rather than on hashing.
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/** log2 of scrypt's N: OWASP's setting, PASSWORD_HASH_COST's default. */
export const PASSWORD_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's setting.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  logN: number = PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    Number(logN),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at a cost: checking an unknown email against it costs what checking
 * an account hashed at that cost costs, so a refusal's timing does not tell which emails have
 * accounts.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(logN: number = PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoys.get(logN);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), logN);
    decoys.set(logN, decoy);
  }
  return decoy;
}
