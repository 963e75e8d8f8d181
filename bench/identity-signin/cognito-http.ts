import { Agent, request } from 'node:http';

export interface CognitoAnswer {
  status: number;
  /** The JSON body; `{__type: 'not JSON'}` when it was not JSON. */
  body: Record<string, unknown>;
}

/** One POST of a Cognito operation; rejects only when no answer came (dropped, timed out). */
export function postOperation(
  agent: Agent,
  url: URL,
  operation: string,
  input: unknown,
  timeoutMs = 30_000,
): Promise<CognitoAnswer> {
  const text = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: '/',
        method: 'POST',
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'content-length': Buffer.byteLength(text),
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answer = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(answer || '{}') as Record<string, unknown>;
          } catch {
            body = { __type: 'not JSON' };
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

/** The error a refused operation fails with. */
export function refusal(operation: string, answer: CognitoAnswer): Error {
  return new Error(`${operation}: ${String(answer.body.__type)} ${String(answer.body.message)}`);
}

/** A minimal Cognito JSON client: keep-alive sockets, one POST per operation, as Amplify sends. */
export function createCognitoHttp(url: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);

  async function call(operation: string, input: unknown): Promise<Record<string, unknown>> {
    const answer = await postOperation(agent, target, operation, input);
    if (answer.status < 300) return answer.body;
    throw refusal(operation, answer);
  }

  return { call, close: () => agent.destroy() };
}

export type CognitoHttp = ReturnType<typeof createCognitoHttp>;
