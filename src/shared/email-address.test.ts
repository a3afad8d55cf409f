import { isPlainEmail } from './email-address';

describe('isPlainEmail: one plain local@domain', () => {
  it.each([
    'asha@example.in',
    'Asha.Rao@Example.IN',
    "o'brien+orders@mail.example.co.in",
    'a_b-c@sub-domain.example.com',
    '  padded@example.in  ',
    `${'l'.repeat(64)}@example.in`,
  ])('takes %s', (email) => {
    expect(isPlainEmail(email)).toBe(true);
  });

  it.each([
    ['a display name', 'x<victim@evil.example>'],
    ['a display name with a space', 'Asha Rao <asha@example.in>'],
    ['a list', 'a,b@evil.example'],
    ['a list with a semicolon', 'a@example.in;b@evil.example'],
    ['angle brackets', '<asha@example.in>'],
    ['a quoted local part', '"asha rao"@example.in'],
    ['a quote inside', 'as"ha@example.in'],
    ['whitespace inside', 'asha rao@example.in'],
    ['a tab', 'asha\t@example.in'],
    ['a line break', 'asha@example.in\nBcc: b@evil.example'],
    ['NUL', 'asha\0@example.in'],
    ['a comment', 'asha(note)@example.in'],
    ['a backslash', 'as\\ha@example.in'],
    ['two @', 'a@b@example.in'],
    ['no local part', '@example.in'],
    ['no domain', 'asha@'],
    ['a one-label domain', 'asha@localhost'],
    ['a domain ending in a dot', 'asha@example.in.'],
    ['a domain label with a leading hyphen', 'asha@-example.in'],
    ['a numeric top-level domain', 'asha@10.0.0.1'],
    ['a dot first', '.asha@example.in'],
    ['two dots', 'as..ha@example.in'],
    ['a local part over 64', `${'l'.repeat(65)}@example.in`],
    ['empty', ''],
  ])('refuses %s', (_label, email) => {
    expect(isPlainEmail(email)).toBe(false);
  });
});
