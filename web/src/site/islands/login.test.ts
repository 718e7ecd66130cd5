/**
 * The sign-in form before and after its script: rendered with its button disabled (a click before
 * the script arrived would post the form to the page and bring it back empty), enabled once the
 * island takes the submit.
 */
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../render';
import { mount } from './login';

describe('the sign-in island', () => {
  it('is served with its button disabled, which the island enables once it handles the submit', () => {
    const html = renderSitePage('login', 'en', 'https://example.test', { css: '', script: '/x.js' });
    document.body.innerHTML = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    const form = document.querySelector<HTMLFormElement>('form[data-island="login"]')!;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);

    mount(form);

    expect(button.disabled).toBe(false);
    // The island's own submit: no page load, the empty fields named.
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(form.querySelector('#login-email')!.getAttribute('aria-invalid')).toBe('true');
  });
});
