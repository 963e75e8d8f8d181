import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import * as x509 from '@peculiar/x509';

// Node's webcrypto is the DOM Crypto the library types against; this package has no DOM lib.
x509.cryptoProvider.set(webcrypto as never);

/** PostgreSQL's SSLRequest: length 8, then the request code 1234.5679. */
const SSL_REQUEST_CODE = 80877103;

export interface ServerCertificate {
  /** The certificate, self-signed: a client trusts it by trusting this PEM. */
  certPem: string;
  keyPem: string;
}

/** A self-signed certificate for `names` (host names, or addresses with `ip`), valid for a day. */
export async function selfSignedCertificate(
  names: { type: 'dns' | 'ip'; value: string }[],
): Promise<ServerCertificate> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const now = Date.now();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=PostgreSQL (test)',
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 86_400_000),
    signingAlgorithm: algorithm,
    keys,
    extensions: [new x509.SubjectAlternativeNameExtension(names)],
  });
  const keyDer = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    certPem: certificate.toString('pem'),
    keyPem: x509.PemConverter.encode(keyDer, 'PRIVATE KEY'),
  };
}

export interface TlsProxy {
  port: number;
  /** What the proxy saw, connection by connection. */
  seen: {
    /** Connections that opened with PostgreSQL's SSLRequest. */
    sslRequests: number;
    /** The server name each completed TLS handshake asked for (SNI), or false for none. */
    handshakes: (string | false)[];
    /** Bytes of the PostgreSQL protocol passed on to the server, decrypted. */
    forwardedBytes: number;
  };
  close(): Promise<void>;
}

/**
 * A PostgreSQL server with TLS, made of a real server without it: the proxy answers the
 * client's SSLRequest with `S`, completes the TLS handshake with `certificate`, and passes the
 * decrypted protocol on to the server at `target`. A connection that does not begin with an
 * SSLRequest is closed.
 */
export async function startTlsProxy(
  target: { host: string; port: number },
  certificate: ServerCertificate,
): Promise<TlsProxy> {
  const seen: TlsProxy['seen'] = { sslRequests: 0, handshakes: [], forwardedBytes: 0 };
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const secure = tls.createServer(
    { cert: certificate.certPem, key: certificate.keyPem },
    (client) => {
      track(client);
      seen.handshakes.push(client.servername ?? false);
      const server = net.connect(target.port, target.host);
      track(server);
      client.on('data', (chunk: Buffer) => {
        seen.forwardedBytes += chunk.length;
        server.write(chunk);
      });
      server.pipe(client);
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
    },
  );
  secure.on('tlsClientError', (_error, socket) => socket.destroy());

  const plain = net.createServer((raw) => {
    track(raw);
    raw.once('data', (first: Buffer) => {
      if (first.length !== 8 || first.readInt32BE(4) !== SSL_REQUEST_CODE) {
        raw.destroy();
        return;
      }
      seen.sslRequests += 1;
      raw.write('S');
      secure.emit('connection', raw);
    });
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));

  return {
    port: (plain.address() as net.AddressInfo).port,
    seen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => plain.close(resolve));
    },
  };
}
