import { describe, expect, it } from 'vitest';
import { mailboxPage } from './mailbox-page';

const mail = (subject: string, at: number, body: { text?: string; html?: string }) => ({
  messageId: `m-${at}`,
  from: 'Parcel Audit <no-reply@parcel-audit.example>',
  replyTo: [],
  destination: { to: ['ann@shop.example'], cc: [], bcc: [] },
  subject,
  body,
  at,
});

describe('the local mailbox page', () => {
  it('shows each HTML part in a sandboxed frame and the text part beside it, newest first', () => {
    const page = mailboxPage(
      [
        mail('Older', 1, { text: 'Code: 111111' }),
        mail('Newer', 2, { text: 'Hello', html: '<p>Hello <a href="https://app.example">open</a></p>' }),
      ],
      'http://127.0.0.1:9999',
    );
    expect(page.indexOf('Newer')).toBeLessThan(page.indexOf('Older'));
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hello &lt;a href=&quot;https://app.example&quot;&gt;',
    );
    expect(page).toContain('<summary>Text part</summary><pre>Hello</pre>');
    // A mail with no HTML shows its text open.
    expect(page).toContain('<details open><summary>Text part</summary><pre>Code: 111111</pre>');
  });

  it('escapes what a mail holds', () => {
    const page = mailboxPage(
      [
        mail('<script>alert(1)</script>', 1, {
          text: '<img src=x onerror=alert(1)>',
          html: '"><script>x</script>',
        }),
      ],
      'http://127.0.0.1:9999',
    );
    expect(page).not.toMatch(/<script|<img/);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&quot;&gt;&lt;script&gt;');
  });
});
