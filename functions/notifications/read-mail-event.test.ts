/**
 * Reading SES's events as SES publishes them to SNS: the records below are AWS's own examples
 * (https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-examples.html, the
 * Bounce record, trimmed of headers) and the older notification shape (`notificationType`).
 */
import { describe, expect, it } from 'vitest';
import { readMailEvent } from './read-mail-event';

const AWS_BOUNCE = JSON.stringify({
  eventType: 'Bounce',
  bounce: {
    bounceType: 'Permanent',
    bounceSubType: 'General',
    bouncedRecipients: [
      {
        emailAddress: 'recipient@example.com',
        action: 'failed',
        status: '5.1.1',
        diagnosticCode: 'smtp; 550 5.1.1 user unknown',
      },
    ],
    timestamp: '2017-08-05T00:41:02.669Z',
    feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
    reportingMTA: 'dsn; mta.example.com',
  },
  mail: {
    timestamp: '2017-08-05T00:40:02.012Z',
    source: 'Sender Name <sender@example.com>',
    sourceArn: 'arn:aws:ses:us-east-1:123456789012:identity/sender@example.com',
    sendingAccountId: '123456789012',
    messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
    destination: ['recipient@example.com'],
    headersTruncated: false,
    tags: { 'ses:configuration-set': ['ConfigSet'] },
  },
});

describe('an SES event', () => {
  it('names the e-mail and what became of it', () => {
    expect(readMailEvent(AWS_BOUNCE)).toEqual({
      messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
      state: 'bounced',
    });
    const delivery = { notificationType: 'Delivery', mail: { messageId: 'm-1' }, delivery: {} };
    expect(readMailEvent(JSON.stringify(delivery))).toEqual({ messageId: 'm-1', state: 'delivered' });
    expect(readMailEvent(JSON.stringify({ eventType: 'DeliveryDelay', mail: { messageId: 'm-2' } }))).toEqual(
      {
        messageId: 'm-2',
        state: 'delayed',
      },
    );
  });

  it('is ignored when it tells nothing we follow, or is not an event at all', () => {
    expect(readMailEvent(JSON.stringify({ eventType: 'Open', mail: { messageId: 'm-1' } }))).toBeNull();
    expect(readMailEvent(JSON.stringify({ eventType: 'Delivery', mail: {} }))).toBeNull();
    expect(readMailEvent('{not json')).toBeNull();
    expect(readMailEvent('null')).toBeNull();
  });
});
