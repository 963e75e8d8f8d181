import { Agent } from 'node:http';
import {
  postOperation,
  refusal,
  type CognitoAnswer,
  type CognitoHttp,
} from '../identity-signin/cognito-http.js';

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
    await takeSlot();
    const started = performance.now();
    const done = (status: number, outcome: string) =>
      record({ kind: 'valid', operation, outcome, status, latencyMs: performance.now() - started });
    let answer: CognitoAnswer;
    try {
      answer = await postOperation(agent, target, operation, input);
    } catch (error) {
      done(0, 'dropped');
      throw error;
    }
    const { status, body } = answer;
    done(status, status >= 300 ? `${status} ${String(body.__type)}` : `${status}`);
    if (status < 300) return body;
    throw refusal(operation, answer);
  }

  return { call, close: () => agent.destroy() };
}
