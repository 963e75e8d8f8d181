import { describe, expect, it } from 'vitest';
import { parseWebServerEnv } from './web-server-env';

describe('parseWebServerEnv', () => {
  it('listens on port 3000 on every interface with bounded times by default', () => {
    expect(parseWebServerEnv({})).toEqual({
      port: 3000,
      host: undefined,
      timeouts: { headersInMs: 10_000, requestInMs: 30_000, keepAliveInMs: 5_000 },
    });
  });

  it('reads every variable', () => {
    expect(
      parseWebServerEnv({
        PORT: '8080',
        WEB_HOST: '127.0.0.1',
        WEB_HEADERS_TIMEOUT_MS: '5000',
        WEB_REQUEST_TIMEOUT_MS: '20000',
        WEB_KEEP_ALIVE_TIMEOUT_MS: '65000',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      timeouts: { headersInMs: 5_000, requestInMs: 20_000, keepAliveInMs: 65_000 },
    });
  });

  it.each([
    ['PORT', 'web', /PORT: must be a port number/],
    ['WEB_HEADERS_TIMEOUT_MS', '0', /WEB_HEADERS_TIMEOUT_MS: must be at least 1000/],
    ['WEB_REQUEST_TIMEOUT_MS', '1.5', /WEB_REQUEST_TIMEOUT_MS: must be a whole number/],
    ['WEB_KEEP_ALIVE_TIMEOUT_MS', '3600000', /WEB_KEEP_ALIVE_TIMEOUT_MS: must be at most/],
    ['WEB_HEADERS_TIMEOUT_MS', '60000', /must not exceed WEB_REQUEST_TIMEOUT_MS/],
  ])('names the bad variable %s', (name, value, message) => {
    expect(() => parseWebServerEnv({ [name]: value })).toThrow(message);
  });
});
