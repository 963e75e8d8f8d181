import nodemailer from 'nodemailer';
import { CognitoError } from '../errors.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch {
        throw new CognitoError('CodeDeliveryFailureException', 'Unable to deliver the code.');
      }
    },
    close: () => transport.close(),
  };
}
