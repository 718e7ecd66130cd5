/** Reads the mail the product sent from the SES stand-in's store, as a person reads the mailbox. */
import { expect, inject, vi } from 'vitest';

export interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  at: number;
}

export async function mailTo(address: string): Promise<SentMail[]> {
  const store = (await (await fetch(`${inject('mailboxUrl')}/store`)).json()) as { emails: SentMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** The 6-digit code of the latest mail to this address. */
export async function latestCode(address: string): Promise<string> {
  const mails = await mailTo(address);
  const text = mails.at(-1)?.body.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}`);
  return code;
}

/** The invitation link of the latest mail to this address, once the SendInvitation workflow sent it. */
export async function invitationLink(email: string): Promise<string> {
  let link = '';
  await vi.waitFor(
    async () => {
      const text = (await mailTo(email)).at(-1)?.body.text ?? '';
      link = /(https?:\/\/\S+\/invitation\?token=\S+)/.exec(text)?.[1] ?? '';
      expect(link).not.toBe('');
    },
    { timeout: 10_000, interval: 100 },
  );
  return link;
}
