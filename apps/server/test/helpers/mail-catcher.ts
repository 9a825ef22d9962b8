import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  /** The decoded HTML body, when the mail has one beside the text (multipart/alternative). */
  html?: string;
  /** The whole message as received, headers and every part (attachments are read from it). */
  raw: string;
}

/** Undoes the body's transfer encoding (nodemailer picks quoted-printable or base64). */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** A header's words as written: MIME encoded-words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) decoded, the space between two dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/** The text and HTML parts of a message: a multipart one's parts, else its one body as text. */
function bodiesOf(headers: string, body: string): Pick<CaughtMail, 'text' | 'html'> {
  const boundary = /^content-type:\s*multipart\/[^;]+;[^]*?boundary="?([^";\r\n]+)"?/im.exec(headers)?.[1];
  if (!boundary) return { text: decodeBody(headers, body) };
  const bodies: Pick<CaughtMail, 'text' | 'html'> = { text: '' };
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const partHeaders = part.slice(0, split);
    const content = decodeBody(partHeaders, part.slice(split + 4).replace(/\r\n$/, ''));
    if (/^content-type:\s*text\/plain/im.test(partHeaders)) bodies.text = content;
    else if (/^content-type:\s*text\/html/im.test(partHeaders)) bodies.html = content;
  }
  return bodies;
}

/** A local SMTP server that keeps every message it receives, for tests of mail the server sends. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(/^subject:\s*(.*)$/im.exec(headers.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim() ?? ''),
          ...bodiesOf(headers, raw.slice(split + 4)),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Mails to this address received so far. */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    /** Waits for the `count`-th mail to an address. */
    async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.filter((mail) => mail.to.includes(address));
        if (found.length >= count) return found[count - 1] as CaughtMail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`No mail number ${count} to ${address} in ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
