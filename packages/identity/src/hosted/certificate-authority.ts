import 'reflect-metadata';
import { createHash, webcrypto } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as x509 from '@peculiar/x509';

// Node's webcrypto is the DOM Crypto the library types against; this package has no DOM lib.
x509.cryptoProvider.set(webcrypto as never);

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const dayInMs = 86_400_000;
/** Browsers refuse server certificates valid longer than 398 days; a new one is made each start. */
const serverCertificateDays = 397;
const caYears = 10;

export const caFileName = 'hosted-ca.pem';
const caKeyFileName = 'hosted-ca-key.pem';

export interface HostedCertificate {
  /** The CA certificate, for clients to trust. */
  caPem: string;
  /** The server's certificate chain and key, for `https.createServer`. */
  certPem: string;
  keyPem: string;
  /** Base64 SHA-256 of the server certificate's public key (Chromium's SPKI allow-list). */
  spkiSha256: string;
  /** Where the CA is kept, or null for an in-memory data directory. */
  caPath: string | null;
}

interface Authority {
  certificate: x509.X509Certificate;
  privateKey: webcrypto.CryptoKey;
}

function toPem(der: ArrayBuffer, label: string): string {
  return x509.PemConverter.encode(der, label);
}

async function createAuthority(nowInMs: number): Promise<Authority> {
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    name: 'CN=Steadfast local hosted sign-in CA, O=Steadfast (local development only)',
    notBefore: new Date(nowInMs - dayInMs),
    notAfter: new Date(nowInMs + caYears * 365 * dayInMs),
    signingAlgorithm: algorithm,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificate, privateKey: keys.privateKey };
}

function randomSerial(): string {
  // Positive: the first byte's top bit is cleared.
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

async function readAuthority(dataDir: string): Promise<Authority | null> {
  try {
    const [certText, keyText] = await Promise.all([
      readFile(path.join(dataDir, caFileName), 'utf8'),
      readFile(path.join(dataDir, caKeyFileName), 'utf8'),
    ]);
    const certificate = new x509.X509Certificate(certText);
    const keyDer = x509.PemConverter.decodeFirst(keyText);
    const privateKey = await webcrypto.subtle.importKey('pkcs8', keyDer, algorithm, true, ['sign']);
    return { certificate, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`The hosted domain's CA in ${dataDir} cannot be read: ${String(error)}`);
  }
}

async function keepAuthority(dataDir: string, authority: Authority) {
  await mkdir(dataDir, { recursive: true });
  const keyDer = await webcrypto.subtle.exportKey('pkcs8', authority.privateKey);
  const keyPath = path.join(dataDir, caKeyFileName);
  await writeFile(keyPath, toPem(keyDer, 'PRIVATE KEY'), { mode: 0o600 });
  await chmod(keyPath, 0o600);
  await writeFile(path.join(dataDir, caFileName), authority.certificate.toString('pem'));
}

/**
 * The local CA (read from the data directory, or made and kept there on first start; in memory
 * for `memory://`) and a new localhost server certificate it signs.
 */
export async function loadHostedCertificate(
  dataDir: string | null,
  nowInMs: number,
): Promise<HostedCertificate> {
  let authority = dataDir ? await readAuthority(dataDir) : null;
  if (!authority) {
    authority = await createAuthority(nowInMs);
    if (dataDir) await keepAuthority(dataDir, authority);
  }
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const server = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: 'CN=localhost',
    issuer: authority.certificate.subject,
    notBefore: new Date(nowInMs - dayInMs),
    notAfter: new Date(nowInMs + serverCertificateDays * dayInMs),
    signingAlgorithm: algorithm,
    publicKey: keys.publicKey,
    signingKey: authority.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(authority.certificate),
    ],
  });
  const spki = await webcrypto.subtle.exportKey('spki', keys.publicKey);
  const caPem = authority.certificate.toString('pem');
  return {
    caPem,
    certPem: `${server.toString('pem')}\n${caPem}`,
    keyPem: toPem(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY'),
    spkiSha256: createHash('sha256').update(Buffer.from(spki)).digest('base64'),
    caPath: dataDir ? path.join(dataDir, caFileName) : null,
  };
}
