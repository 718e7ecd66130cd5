/**
 * Stands in, in the inbound mail function's bundle only (infra/constructs/inbound-mail.ts), for
 * four packages mailparser loads for features the desk turns off: `html-to-text` (the text of an
 * HTML-only mail: ./mail-html.ts makes it, in both runtimes, from the sanitised HTML), `linkify-it`
 * and `tlds` (links made clickable in a text part turned into HTML: skipTextToHtml, skipTextLinks)
 * and `he` (escaping the HTML versions of addresses, which nothing reads). Together they weigh
 * about 350 KB bundled, which took the function past the 1 MB a bundle may weigh (QUALITY.md).
 *
 * CommonJS on purpose: mailparser calls `require('linkify-it')()`, which an ES module's namespace
 * cannot answer. One module answers all four: each takes only what mailparser takes from it.
 */
'use strict';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** linkify-it: a matcher that never finds a link (the features that would ask are off). */
function linkify() {
  const matcher = {
    tlds: () => matcher,
    add: () => matcher,
    set: () => matcher,
    pretest: () => false,
    test: () => false,
    match: () => null,
  };
  return matcher;
}

/** he: escaping, all mailparser asks of it. */
linkify.encode = (text) => String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** html-to-text: never called (skipHtmlToText); says so if it ever is. */
linkify.htmlToText = () => {
  throw new Error(
    'html-to-text is not bundled: read the HTML with skipHtmlToText (functions/desk/mail-read.ts)',
  );
};

module.exports = linkify;
