/**
 * What the inbound mail function is invoked with: SES's Lambda action event (the receipt rule
 * stored the message in the inbound bucket first, under INBOUND_MAIL_PREFIX and SES's message id),
 * or the same event made by the laptop's SMTP server (infra/local/inbound-mail.ts), whose verdicts
 * are NOT_VERIFIED: nobody checks SPF or DKIM on loopback. Only what the function reads is typed,
 * so SES's own event type (aws-lambda's SESEvent) fits it.
 */
import type { MailVerdicts } from '@shared/claims/carrier-mail';

/** Where the receipt rule stores each message in the inbound bucket: this prefix, then SES's message id. */
export const INBOUND_MAIL_PREFIX = 'inbound/';

export type VerdictStatus = 'PASS' | 'FAIL' | 'GRAY' | 'PROCESSING_FAILED' | 'DISABLED' | 'NOT_VERIFIED';

export interface InboundMailRecord {
  ses: {
    mail: {
      messageId: string;
      timestamp: string;
      commonHeaders: { from?: string[]; subject?: string; date?: string; messageId?: string };
    };
    receipt: {
      recipients: string[];
      spfVerdict: { status: VerdictStatus };
      dkimVerdict: { status: VerdictStatus };
      dmarcVerdict: { status: VerdictStatus };
      spamVerdict: { status: VerdictStatus };
      virusVerdict: { status: VerdictStatus };
    };
  };
}

export interface InboundMailEvent {
  Records: InboundMailRecord[];
}

const verdict = (status: VerdictStatus | undefined) =>
  (status ?? 'NOT_VERIFIED').toLowerCase() as MailVerdicts['spf'];

/** The receipt's verdicts, as the desk keeps and shows them. */
export const verdictsOf = (receipt: InboundMailRecord['ses']['receipt']): MailVerdicts => ({
  spf: verdict(receipt.spfVerdict?.status),
  dkim: verdict(receipt.dkimVerdict?.status),
  dmarc: verdict(receipt.dmarcVerdict?.status),
  spam: verdict(receipt.spamVerdict?.status),
  virus: verdict(receipt.virusVerdict?.status),
});
