import { OutboundError } from './outbound-errors';

interface AnswerBody extends AsyncIterable<Buffer | Uint8Array> {
  on(event: 'error', listener: () => void): this;
  destroy(error?: Error): unknown;
}

/**
 * The answer's bytes, read as they stream and counted: past `maxBytes` reading stops and the
 * connection is dropped, so a service that streams without end costs at most the cap. A
 * Content-Length over the cap is refused before any byte is read.
 */
export async function readCapped(
  body: AnswerBody,
  maxBytes: number,
  contentLength: string | string[] | undefined,
): Promise<Buffer> {
  // The body errors once it is destroyed here; that is the cap at work, not a failure to report.
  body.on('error', () => undefined);
  const declared = typeof contentLength === 'string' ? Number(contentLength) : NaN;
  if (declared > maxBytes) {
    body.destroy();
    throw new OutboundError('too-large', `The answer declares ${declared} bytes, over the cap of ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.byteLength;
    if (length > maxBytes) {
      body.destroy();
      throw new OutboundError('too-large', `The answer passed the cap of ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks, length);
}
