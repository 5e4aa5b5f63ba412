import { validateContact, validateLogin, validateSignUp } from './validation';

test('login needs both fields', () => {
  expect(validateLogin('', 'secret1')).toBe('Please fill all the fields to login!');
  expect(validateLogin('a@b.co', '')).toBe('Please fill all the fields to login!');
  expect(validateLogin('a@b.co', 'x')).toBeUndefined();
});

test('sign-up: all fields, the email rule, and a password of at least 6 that blocks', () => {
  expect(validateSignUp('', 'a@b.co', 'secret1')).toBe('Please fill all the fields');
  expect(validateSignUp('Asha', 'asha@example', 'secret1')).toBe('Invalid email address');
  expect(validateSignUp('Asha', 'asha@example.c', 'secret1')).toBe('Invalid email address');
  expect(validateSignUp('Asha', 'asha@example.com', '12345')).toBe(
    'Password must be at least 6 characters long',
  );
  expect(validateSignUp('Asha', 'asha@example.com', '123456')).toBeUndefined();
});

test('contact form: all fields and the email rule', () => {
  expect(validateContact('Asha', 'asha@example.com', '   ')).toBe('Please fill all the fields');
  expect(validateContact('Asha', 'not-an-email', 'Hello')).toBe('Invalid email address');
  expect(validateContact('Asha', 'asha@example.in', 'Hello')).toBeUndefined();
});
