import { createHash, createHmac } from 'node:crypto';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { getCanonicalHeaders, SignatureV4Base } from '@smithy/signature-v4';

export interface SignatureInput {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Only the headers the client listed in SignedHeaders, names lower-case. */
  signedHeaders: Record<string, string>;
  payloadHashHex: string;
  longDate: string;
  scope: { date: string; region: string; service: string };
  secretAccessKey: string;
}

/**
 * Canonicalisation is the AWS SDK's own (@smithy/signature-v4), so paths, queries and header
 * values are normalised exactly as the client did. Hashing is done here synchronously; the
 * SDK's signer only offers a Promise-based API.
 */
class CanonicalRequestWriter extends SignatureV4Base {
  constructor() {
    super({
      service: 'unused',
      region: 'unused',
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
      sha256: Hash.bind(null, 'sha256'),
    });
  }

  write(input: SignatureInput): { canonicalRequest: string; signedHeaderList: string } {
    const request = new HttpRequest({
      method: input.method.toUpperCase(),
      path: input.path,
      query: input.query,
      headers: input.signedHeaders,
    });
    const names = new Set(Object.keys(input.signedHeaders));
    const canonicalHeaders = getCanonicalHeaders(request, undefined, names);
    return {
      canonicalRequest: this.createCanonicalRequest(
        request,
        canonicalHeaders,
        input.payloadHashHex,
      ),
      signedHeaderList: this.getCanonicalHeaderList(canonicalHeaders),
    };
  }
}

const writer = new CanonicalRequestWriter();

const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

/** The Authorization header value the client must have sent for this request. */
export function expectedAuthorization(input: SignatureInput, accessKeyId: string): string {
  const { canonicalRequest, signedHeaderList } = writer.write(input);
  const { date, region, service } = input.scope;
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    input.longDate,
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaderList}, Signature=${signature}`;
}
