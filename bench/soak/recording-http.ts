import { Agent, request } from 'node:http';
import type { CognitoHttp } from '../identity-signin/cognito-http.js';

/** One answered (or dropped) request: what came back and how long it took. */
export interface RequestRecord {
  kind: 'valid' | 'invalid';
  operation: string;
  /** `200`, `400 NotAuthorizedException`, … or `dropped`. */
  outcome: string;
  status: number;
  latencyMs: number;
}

/**
 * The bench's Cognito client (same interface as identity-signin/cognito-http.ts, so its
 * sign-in helper runs unchanged) that also records every answer's status and type, and waits
 * for a slot of the rate limiter before each request.
 */
export function createRecordingHttp(
  url: string,
  maxSockets: number,
  takeSlot: () => Promise<void>,
  record: (entry: RequestRecord) => void,
): CognitoHttp {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);

  async function call(operation: string, input: unknown): Promise<Record<string, unknown>> {
    const body = JSON.stringify(input);
    await takeSlot();
    const started = performance.now();
    const done = (status: number, outcome: string) =>
      record({ kind: 'valid', operation, outcome, status, latencyMs: performance.now() - started });
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: '/',
          method: 'POST',
          timeout: 30_000,
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'content-length': Buffer.byteLength(body),
            'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: Record<string, unknown> = {};
            try {
              parsed = JSON.parse(text || '{}') as Record<string, unknown>;
            } catch {
              parsed = { __type: 'not JSON' };
            }
            const errorType = status >= 300 ? ` ${String(parsed.__type)}` : '';
            done(status, `${status}${errorType}`);
            if (status < 300) resolve(parsed);
            else
              reject(new Error(`${operation}: ${String(parsed.__type)} ${String(parsed.message)}`));
          });
          response.on('error', (error) => {
            done(0, 'dropped');
            reject(error);
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
      outgoing.on('error', (error) => {
        done(0, 'dropped');
        reject(error);
      });
      outgoing.end(body);
    });
  }

  return { call, close: () => agent.destroy() };
}
