import type { MailboxClient } from '@steadfast/mailbox';
import { extractCode } from '@steadfast/mailbox';
import type { FuzzRequest } from '../../packages/identity/test/fuzz-requests.js';
import {
  outcomeOf,
  problemsWith,
  sendFuzzRequest,
} from '../../packages/identity/test/fuzz-target.js';
import type { BenchUser } from '../identity-signin/bench-user.js';
import type { CognitoHttp } from '../identity-signin/cognito-http.js';
import { signIn } from '../identity-signin/sign-in.js';
import { createClientEphemeral } from '../identity-signin/srp-client.js';
import { createRecordingHttp, type RequestRecord } from './recording-http.js';

export interface TrafficPlan {
  url: string;
  poolId: string;
  clientId: string;
  /** Seeded users that sign in in turn; enough that none signs in twice within 30 s (one TOTP step). */
  users: BenchUser[];
  mail: MailboxClient;
  /** Malformed requests to mix in, sent in turn; none for valid-only traffic. */
  invalid: FuzzRequest[];
  ratePerSecond: number;
  seconds: number;
  /** Requests in flight at most; the limiter keeps the rate whatever the concurrency. */
  concurrency: number;
}

export interface PhaseResult {
  records: RequestRecord[];
  /** Valid flows that did not end as expected, by flow, with the first messages. */
  flowFailures: Record<string, number>;
  firstFailures: string[];
  /** Answers to malformed requests that were complete and under 500 but not Cognito-shaped. */
  shapeProblems: string[];
  elapsedMs: number;
}

/** At most `perSecond` slots a second, evenly spaced; a late caller does not earn a burst. */
export function createRateLimiter(perSecond: number) {
  let next = performance.now();
  return async () => {
    const now = performance.now();
    const slot = Math.max(now, next);
    next = slot + 1000 / perSecond;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

let signUps = 0;
let nextUser = 0;

/** Sign-ins (SRP, PASSWORD_VERIFIER, TOTP), GetUser, refresh and sign-ups, plus the malformed requests, at a steady rate until the time is up. */
export async function runTraffic(plan: TrafficPlan): Promise<PhaseResult> {
  const result: PhaseResult = {
    records: [],
    flowFailures: {},
    firstFailures: [],
    shapeProblems: [],
    elapsedMs: 0,
  };
  const takeSlot = createRateLimiter(plan.ratePerSecond);
  const recording = createRecordingHttp(plan.url, plan.concurrency, takeSlot, (entry) =>
    result.records.push(entry),
  );
  const tokens: Tokens[] = [];
  const http: CognitoHttp = {
    close: recording.close,
    async call(operation, input) {
      const answer = await recording.call(operation, input);
      const issued = answer.AuthenticationResult as Record<string, unknown> | undefined;
      if (typeof issued?.AccessToken === 'string' && typeof issued.RefreshToken === 'string') {
        tokens.push({ accessToken: issued.AccessToken, refreshToken: issued.RefreshToken });
        if (tokens.length > 100) tokens.shift();
      }
      return answer;
    },
  };
  const target = { http, poolId: plan.poolId, clientId: plan.clientId };
  const anyTokens = () => tokens[Math.floor(Math.random() * tokens.length)];

  const flows: Record<string, () => Promise<unknown>> = {
    signIn: () => {
      const user = plan.users[nextUser++ % plan.users.length] as BenchUser;
      return signIn(target, user, createClientEphemeral());
    },
    getUser: async () => {
      const held = anyTokens();
      if (held) await http.call('GetUser', { AccessToken: held.accessToken });
    },
    refresh: async () => {
      const held = anyTokens();
      if (!held) return;
      await http.call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: plan.clientId,
        AuthParameters: { REFRESH_TOKEN: held.refreshToken },
      });
    },
    signUp: async () => {
      signUps += 1;
      const username = `soak-${process.pid}-${signUps}`;
      const email = `${username}@soak.example`;
      const since = new Date(Date.now() - 1000);
      await http.call('SignUp', {
        ClientId: plan.clientId,
        Username: username,
        Password: 'Soak-password-1!',
        UserAttributes: [{ Name: 'email', Value: email }],
      });
      const message = await plan.mail.waitForMessage({ to: email, since, timeoutMs: 10_000 });
      await http.call('ConfirmSignUp', {
        ClientId: plan.clientId,
        Username: username,
        ConfirmationCode: extractCode(message.Text),
      });
    },
  };
  let nextInvalid = 0;
  const sendInvalid = async () => {
    const request = plan.invalid[nextInvalid++ % plan.invalid.length] as FuzzRequest;
    await takeSlot();
    const started = performance.now();
    const answer = await sendFuzzRequest(plan.url, request, 30_000);
    const outcome = outcomeOf(answer);
    const status = answer.response?.status ?? 0;
    result.records.push({
      kind: 'invalid',
      operation: request.target ?? '(none)',
      outcome,
      status,
      latencyMs: performance.now() - started,
    });
    const problems = problemsWith(request, answer);
    if (status > 0 && status < 500 && problems.length > 0 && result.shapeProblems.length < 5) {
      result.shapeProblems.push(`${problems.join('; ')} ← ${String(request)}`);
    }
  };

  // Weights by flow; a valid pick averages about 1.6 requests, so 9 for malformed requests
  // makes them about 40 % of the requests.
  const weighted: Array<[string, number]> = [
    ['signIn', 2],
    ['getUser', 3],
    ['refresh', 2],
    ['signUp', 1],
    ...(plan.invalid.length > 0 ? ([['invalid', 9]] as Array<[string, number]>) : []),
  ];
  const totalWeight = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  const pick = () => {
    let roll = Math.random() * totalWeight;
    for (const [name, weight] of weighted) if ((roll -= weight) < 0) return name;
    return 'getUser';
  };

  const started = performance.now();
  const deadline = started + plan.seconds * 1000;
  // Bounded twice: by time, and by the number of requests the rate allows in that time.
  const maximumRequests = Math.ceil(plan.ratePerSecond * plan.seconds * 1.05) + plan.concurrency;
  async function virtualUser() {
    while (performance.now() < deadline && result.records.length < maximumRequests) {
      const flow = pick();
      try {
        await (flow === 'invalid' ? sendInvalid() : flows[flow]?.());
      } catch (error) {
        result.flowFailures[flow] = (result.flowFailures[flow] ?? 0) + 1;
        if (result.firstFailures.length < 5) {
          result.firstFailures.push(
            `${flow}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
  }
  await Promise.all(Array.from({ length: plan.concurrency }, virtualUser));
  result.elapsedMs = performance.now() - started;
  http.close();
  return result;
}
