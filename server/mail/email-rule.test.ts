/**
 * The shop's one email rule (isEmail, contract/rules.ts) against the parser nodemailer reads
 * addresses with: whatever the rule takes is read back as exactly that one address, so no email
 * of the shop's can be turned into a list or grow a header line. Ordinary addresses pass.
 */
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { isEmail } from '../../contract/rules';

/** Characters that carry meaning in an address header, or end its line. */
const meaningful = fc.constantFrom(
  ',',
  ';',
  ':',
  '<',
  '>',
  '"',
  '(',
  ')',
  '\\',
  ' ',
  '\r',
  '\n',
  '@',
);

/** An address with one such character put somewhere in it. */
const tampered = fc.tuple(fc.emailAddress(), meaningful, fc.nat()).map(([email, character, at]) => {
  const index = at % (email.length + 1);
  return email.slice(0, index) + character + email.slice(index);
});

test('ordinary addresses pass', () => {
  fc.assert(
    fc.property(fc.emailAddress(), (email) => {
      // The generator's own length limits are looser than the 254 characters an address may have.
      fc.pre(email.length <= 254 && /\.[a-z][a-z\d-]*[a-z\d]$/i.test(email));
      expect(isEmail(email)).toBe(true);
    }),
  );
});

test('whatever the rule takes is read back as that one address and nothing more', () => {
  fc.assert(
    fc.property(fc.oneof(fc.emailAddress(), tampered, fc.string()), (value) => {
      if (!isEmail(value)) return;
      expect(addressparser(value)).toEqual([{ address: value, name: '' }]);
      expect(value).not.toMatch(/[\r\n,;<>]/);
    }),
    { numRuns: 2_000 },
  );
});
