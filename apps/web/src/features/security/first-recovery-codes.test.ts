import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { requestFirstRecoveryCodes } from './first-recovery-codes';

function refusal(code: string, message: string) {
  return new TRPCClientError(message, { result: { error: { data: { code } } } as never });
}

describe('requestFirstRecoveryCodes', () => {
  it('asks the server once however often the page mounts', async () => {
    const request = vi.fn(() => Promise.resolve({ codes: ['aaaaa-bbbbb'] }));
    const first = requestFirstRecoveryCodes('once', request);
    const second = requestFirstRecoveryCodes('once', request);
    expect(await first).toEqual({ status: 'ready', codes: ['aaaaa-bbbbb'] });
    expect(await second).toEqual(await first);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says so when the user already has codes', async () => {
    const request = () => Promise.reject(refusal('CONFLICT', 'You already have recovery codes.'));
    expect(await requestFirstRecoveryCodes('has-codes', request)).toEqual({
      status: 'has-codes',
      message: 'You already have recovery codes.',
    });
  });

  it('asks again after a failure', async () => {
    const request = vi
      .fn<() => Promise<{ codes: string[] }>>()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce({ codes: ['ccccc-ddddd'] });
    expect((await requestFirstRecoveryCodes('retry', request)).status).toBe('failed');
    expect((await requestFirstRecoveryCodes('retry', request)).status).toBe('ready');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
