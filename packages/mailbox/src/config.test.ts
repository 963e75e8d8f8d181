import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the defaults when nothing is set, or a variable is empty', () => {
    const expected = { host: '127.0.0.1', smtpPort: 1025, httpPort: 8025, maxMessages: 1000 };
    expect(loadConfig({})).toEqual(expected);
    expect(loadConfig({ MAILBOX_SMTP_PORT: '', MAILBOX_DATA_DIR: '' })).toEqual(expected);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        MAILBOX_HOST: '0.0.0.0',
        MAILBOX_SMTP_PORT: '2525',
        MAILBOX_HTTP_PORT: '0',
        MAILBOX_MAX_MESSAGES: '50',
        MAILBOX_DATA_DIR: './data/mailbox',
      }),
    ).toEqual({
      host: '0.0.0.0',
      smtpPort: 2525,
      httpPort: 0,
      maxMessages: 50,
      dataDir: './data/mailbox',
    });
  });

  it.each([
    ['MAILBOX_SMTP_PORT', 'smtp'],
    ['MAILBOX_SMTP_PORT', '1025.5'],
    ['MAILBOX_HTTP_PORT', '65536'],
    ['MAILBOX_HTTP_PORT', '-1'],
    ['MAILBOX_MAX_MESSAGES', '0'],
    ['MAILBOX_HOST', '   '],
  ])('rejects %s=%j with an error naming the variable', (name, value) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`${name} .*\\(got ${JSON.stringify(value)}\\)`));
  });
});
