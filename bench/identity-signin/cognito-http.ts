import { Agent, request } from 'node:http';

/** A minimal Cognito JSON client: keep-alive sockets, one POST per operation, as Amplify sends. */
export function createCognitoHttp(url: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);

  function call(operation: string, input: unknown): Promise<Record<string, unknown>> {
    const body = JSON.stringify(input);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: '/',
          method: 'POST',
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
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
              string,
              unknown
            >;
            if ((response.statusCode ?? 500) < 300) resolve(parsed);
            else
              reject(new Error(`${operation}: ${String(parsed.__type)} ${String(parsed.message)}`));
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  return { call, close: () => agent.destroy() };
}

export type CognitoHttp = ReturnType<typeof createCognitoHttp>;
