import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate, type TestCertificate } from '../helpers/hostile-service';
import { verifyRahtiSignature } from '../../src/webhooks/webhook-verify-example';

export interface ReceivedDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** What the integrators' own check (the guide's function) says of the signature. */
  verified: boolean;
}

export interface WebhookReceiver {
  url: string;
  certificate: TestCertificate;
  received: ReceivedDelivery[];
  /** The statuses to answer, in turn; when empty, 200. */
  answers: number[];
  secret: string;
  /** The receiver's clock in unix seconds (the app's, when a test moves it). */
  nowSeconds: () => number;
  close(): Promise<void>;
}

/**
 * A webhook receiver on https://127.0.0.1 with a certificate made for this run, which checks each
 * delivery's signature with the function docs/integrators.md quotes, as an integrator would.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const certificate = selfSignedCertificate(['localhost', '127.0.0.1']);
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    certificate,
    received: [],
    answers: [],
    secret: '',
    nowSeconds: () => Date.now() / 1000,
  };
  const server: Server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['rahti-signature'] ?? '');
      receiver.received.push({
        headers: request.headers,
        body,
        verified: verifyRahtiSignature(signature, body, receiver.secret, receiver.nowSeconds()),
      });
      const status = receiver.answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'receiver down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `https://127.0.0.1:${port}/rahti-hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
