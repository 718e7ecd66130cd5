/** A carrier mail's HTML as the desk keeps it: nothing that runs, styles, loads or submits. */
import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeMailHtml } from './mail-html';

describe('sanitizeMailHtml', () => {
  it('drops scripts, styles, handlers, forms, frames and javascript links with their content', () => {
    // Prepare
    const html = [
      '<style>p{color:red}</style><script>steal()</script>',
      '<p onclick="steal()" style="color:red" class="big">Claim <b>C-1</b> approved</p>',
      '<a href="javascript:alert(1)">click</a>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>',
    ].join('');

    // Act
    const { html: clean } = sanitizeMailHtml(html, 10_000);

    // Assess
    expect(clean).toBe(
      '<p>Claim <b>C-1</b> approved</p><a rel="noopener noreferrer nofollow" target="_blank">click</a>',
    );
    expect(clean).not.toMatch(/script|style|onclick|steal|form|iframe|object|password/i);
  });

  it('turns remote images into their alternative text, never a request', () => {
    const { html } = sanitizeMailHtml(
      '<p>Hi<img src="https://tracker.example/p.gif" alt="UPS logo"></p>',
      10_000,
    );
    expect(html).toBe('<p>Hi<span>[UPS logo]</span></p>');
    expect(sanitizeMailHtml('<img src="data:image/png;base64,AAAA">', 100).html).toBe('<span></span>');
  });

  it('keeps http(s) and mailto links, opening apart without a referrer', () => {
    const { html } = sanitizeMailHtml(
      '<a href="https://ups.example/claims" onmouseover="x()">portal</a> <a href="mailto:c@ups.example">mail</a> <a href="//evil.example">rel</a>',
      10_000,
    );
    expect(html).toBe(
      '<a href="https://ups.example/claims" rel="noopener noreferrer nofollow" target="_blank">portal</a> <a href="mailto:c@ups.example" rel="noopener noreferrer nofollow" target="_blank">mail</a> <a rel="noopener noreferrer nofollow" target="_blank">rel</a>',
    );
  });

  it('cuts a long body at its cap and closes what the cut left open', () => {
    const { html, truncated } = sanitizeMailHtml(`<table><tr><td>${'x'.repeat(50)}</td></tr></table>`, 30);
    expect(truncated).toBe(true);
    expect(html).toMatch(/^<table><tr><td>x+<\/td><\/tr><\/table>$/);
  });
});

describe('htmlText', () => {
  it('reads an HTML-only mail as lines of text, entities read, nothing hidden kept', () => {
    const text = htmlText(
      '<style>p{}</style><p>Bonjour,</p><p>Votre r&eacute;clamation n&deg; 42 a &eacute;t&eacute; <b>accept&eacute;e</b> : 12,50&nbsp;&euro; &amp; &lt;plus&gt;.<br>Cordialement</p><script>x()</script>',
    );
    expect(text).toBe('Bonjour,\n\nVotre réclamation n° 42 a été acceptée : 12,50 € & <plus>.\nCordialement');
  });
});
