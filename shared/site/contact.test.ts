import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  botSignal,
  CONTACT_MESSAGE_MAX,
  CONTACT_PAGE_ERRORS,
  type ContactInput,
  contactErrorId,
  contactFormRedirect,
  contactFromForm,
  contactPageError,
  contactSchema,
} from './contact';

const NOW = Date.UTC(2026, 10, 26, 12);

const valid = () => ({
  name: 'Camille Martin',
  email: 'camille@example.test',
  company: 'Boutique Martin',
  subject: 'sales',
  message: 'We ship 4,000 parcels a month with two carriers.',
  locale: 'fr',
  website: '',
  startedAt: NOW - 20_000,
});

const issuesOf = (input: unknown) =>
  (safeParse(contactSchema, input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the contact form schema', () => {
  it('takes a complete message, trimmed', () => {
    const parsed = safeParse(contactSchema, { ...valid(), name: '  Camille Martin ' });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.name).toBe('Camille Martin');
  });

  it('needs no company and no honeypot field', () => {
    const { company: _company, website: _website, ...rest } = valid();
    expect(issuesOf(rest)).toEqual([]);
  });

  it('names each missing field with the catalog key of its message', () => {
    expect(issuesOf({ locale: 'en', startedAt: NOW })).toEqual([
      ['name', 'form.required'],
      ['email', 'form.required'],
      ['subject', 'form.required'],
      ['message', 'form.required'],
    ]);
  });

  it('keeps the message between 10 and 5000 characters, spaces around it aside', () => {
    expect(issuesOf({ ...valid(), message: '   too short  ' })).toEqual([
      ['message', 'site.contact.messageTooShort'],
    ]);
    expect(issuesOf({ ...valid(), message: 'x'.repeat(CONTACT_MESSAGE_MAX) })).toEqual([]);
    expect(issuesOf({ ...valid(), message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) })).toEqual([
      ['message', 'form.tooLong'],
    ]);
  });

  it('refuses a line break or another control character in the name or the company (no header injection)', () => {
    expect(issuesOf({ ...valid(), name: 'Eve\r\nBcc: victim@example.test' })).toEqual([
      ['name', 'form.invalid'],
    ]);
    expect(issuesOf({ ...valid(), company: 'Acme\nInc' })).toEqual([['company', 'form.invalid']]);
    expect(issuesOf({ ...valid(), name: 'Eve\u0000' })).toEqual([['name', 'form.invalid']]);
    // A line break inside the message is a paragraph.
    expect(issuesOf({ ...valid(), message: 'First line.\r\n\r\nSecond line.' })).toEqual([]);
  });

  it('refuses an address that is not one, an unknown subject or language, and any other field', () => {
    expect(issuesOf({ ...valid(), email: 'camille@example' })).toEqual([['email', 'form.invalidEmail']]);
    expect(issuesOf({ ...valid(), email: 'a@b.co\nBcc: x@y.z' })).toEqual([['email', 'form.invalidEmail']]);
    expect(issuesOf({ ...valid(), subject: 'jobs' })).toEqual([['subject', 'form.required']]);
    expect(issuesOf({ ...valid(), locale: 'de' }).map(([path]) => path)).toEqual(['locale']);
    expect(safeParse(contactSchema, { ...valid(), companyId: 'x' }).success).toBe(false);
  });

  it('takes the page time as a whole number of milliseconds', () => {
    expect(issuesOf({ ...valid(), startedAt: 1.5 }).map(([path]) => path)).toEqual(['startedAt']);
    expect(issuesOf({ ...valid(), startedAt: -1 }).map(([path]) => path)).toEqual(['startedAt']);
    expect(issuesOf({ ...valid(), startedAt: '1764158400000' }).map(([path]) => path)).toEqual(['startedAt']);
  });
});

describe('a form post read as the schema reads it', () => {
  const form = { ...valid(), startedAt: String(NOW - 20_000) };

  it('turns the time into a number and an empty company into none', () => {
    const read = contactFromForm({ ...form, company: '  ' });
    expect(read).toMatchObject({ startedAt: NOW - 20_000 });
    expect(read).not.toHaveProperty('company');
    expect(safeParse(contactSchema, read).success).toBe(true);
  });

  it('keeps what is not a time as it came, and other fields for the schema to refuse', () => {
    expect(contactFromForm({ ...form, startedAt: 'soon' })).toMatchObject({ startedAt: 'soon' });
    expect(safeParse(contactSchema, contactFromForm({ ...form, role: 'admin' })).success).toBe(false);
  });
});

describe('robots', () => {
  const input = (change: Partial<ContactInput>): ContactInput => ({
    ...(safeParse(contactSchema, valid()).data as ContactInput),
    ...change,
  });

  it('fill the honeypot', () => {
    expect(botSignal(input({ website: 'https://spam.example' }), NOW)).toBe('honeypot');
    expect(botSignal(input({ website: '' }), NOW)).toBeNull();
  });

  it('send within 3 s of the page', () => {
    expect(botSignal(input({ startedAt: NOW - 2_999 }), NOW)).toBe('too_fast');
    expect(botSignal(input({ startedAt: NOW }), NOW)).toBe('too_fast');
    expect(botSignal(input({ startedAt: NOW - 3_000 }), NOW)).toBeNull();
  });

  it('are not a clock set ahead of ours', () => {
    expect(botSignal(input({ startedAt: NOW + 60_000 }), NOW)).toBeNull();
  });
});

describe('where a form post goes next', () => {
  it('goes to the sent page in its language', () => {
    expect(contactFormRedirect('en')).toBe('/contact/sent');
    expect(contactFormRedirect('fr')).toBe('/fr/contact/sent');
  });

  it('goes back to the form with the refusal, its explanation as the target', () => {
    expect(contactFormRedirect('en', 'contact.limit_reached')).toBe(
      '/contact?error=contact.limit_reached#contact-error-contact-limit-reached',
    );
    expect(contactFormRedirect('fr', 'request.malformed_json')).toBe(
      '/fr/contact?error=request.invalid#contact-error-request-invalid',
    );
    expect(contactPageError('billing.not_payable')).toBe('server.internal');
  });

  it('gives each explanation its own id', () => {
    const ids = CONTACT_PAGE_ERRORS.map(contactErrorId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
