/**
 * `npm run staff -- add <email> | remove <email> | list`: the only way to give an account the
 * staff role or take it away (docs/product.md#the-kitchen). It reads the same settings as the
 * server (DATA_DIR or DATABASE_URL, README.md#settings) and opens the database the same way, so
 * it works on SQLite and PostgreSQL alike. A staff member it removes loses the board at their next
 * request: the server reads the role on every staff call.
 */
import { ROLES } from '../../contract/rules';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/database';
import { UserRepository } from '../users/repository';

const USAGE = 'Usage: npm run staff -- add <email> | remove <email> | list';

/** What to print and the exit code; a refusal goes to stderr with a non-zero code. */
interface Outcome {
  lines: string[];
  code: number;
}

async function run(users: UserRepository, args: readonly string[]): Promise<Outcome> {
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) {
    const emails = await users.staffEmails();
    return {
      lines:
        emails.length > 0
          ? emails
          : ['No staff accounts yet. Add one with: npm run staff -- add <email>'],
      code: 0,
    };
  }
  if ((command === 'add' || command === 'remove') && email && rest.length === 0) {
    const role = command === 'add' ? ROLES.staff : ROLES.shopper;
    if (!(await users.setRole(email, role)))
      return {
        lines: [`No account has the email ${email}. The person signs up in the shop first.`],
        code: 1,
      };
    return {
      lines: [
        command === 'add'
          ? `${email} is now staff: they can open the order board at /kitchen.`
          : `${email} is no longer staff: their next request to the board is refused.`,
      ],
      code: 0,
    };
  }
  return { lines: [USAGE], code: 2 };
}

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const { db } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { lines, code } = await run(new UserRepository(db), process.argv.slice(2));
    for (const line of lines) (code === 0 ? console.log : console.error)(line);
    return code;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
