import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  replyTo?: string | { name: string; address: string };
  subject: string;
  text: string;
  headers?: Record<string, string>;
};

/** What the contact form needs from a mail service; tests and the app use the SMTP one. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Mail through the SMTP server of SMTP_URL. Every stage has a deadline (connect, greeting,
 * each socket read, and the whole send), so an SMTP server that hangs costs one slow background
 * task, never a stuck one. No connection pool: contact mail is rare, so one connection per mail.
 */
export function smtpMailer(url: string, from: string, timeoutMs = 10_000): Mailer {
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  );
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`mail not sent within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([transport.sendMail(mail), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
