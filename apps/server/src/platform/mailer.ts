import nodemailer from 'nodemailer';

/** A plain-text message to one person, with an HTML version beside it when given. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a scheduled report). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mail through the SMTP server of SMTP_URL (smtp:// or smtps://, user and password in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    },
  };
}
