import { execFileSync } from 'node:child_process';
import { shellQuote } from './curl-command';

describe('shellQuote', () => {
  // Read back by a real POSIX shell: whatever the text holds, the shell sees it unchanged.
  it.each([
    "Asha's flat",
    "it''s",
    '$HOME and ${PATH}',
    '`whoami` and $(id)',
    'a "quoted" \\ backslash',
    'two\nlines',
    '!history & more; rm -rf /',
    '',
  ])('quotes %j so sh reads it back as it was', (text) => {
    expect(execFileSync('sh', ['-c', `printf %s ${shellQuote(text)}`], { encoding: 'utf8' })).toBe(text);
  });
});
