import { SURCHARGE_TERMS } from '@shared/audit/contract';
import { AUDIT_PROBLEMS, AUDIT_STATUSES } from '@shared/audit/invoice-audit';
import { INVOICE_LAYOUTS } from '@shared/audit/read-invoice';
import { CLAIM_TYPES } from '@shared/carriers/carriers';
import { TRACKING_API_CARRIERS, TRACKING_KEY_FIELDS } from '@shared/carriers/tracking-keys';
import { ERROR_CODES } from '@shared/platform/errors';
import { describe, expect, it } from 'vitest';
import { en, enAreas } from './en';
import { fr, frAreas } from './fr';

// A placeholder is a name followed by a comma or the closing brace (a plural branch starts with words).
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  it('have exactly the same keys in en and fr', () => {
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    expect(frKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !frKeys.includes(key))).toEqual([]);
  });

  it('are made of the same areas in en and fr, each with exactly the same keys', () => {
    expect(Object.keys(frAreas)).toEqual(Object.keys(enAreas));
    for (const [area, messages] of Object.entries(enAreas)) {
      const frMessages = frAreas[area as keyof typeof frAreas];
      expect(Object.keys(frMessages).sort(), area).toEqual(Object.keys(messages).sort());
    }
  });

  it('hold each key in one area only', () => {
    for (const [catalog, areas] of [
      [en, enAreas],
      [fr, frAreas],
    ] as const) {
      const inAreas = Object.values(areas).flatMap((messages) => Object.keys(messages));
      expect(inAreas.length).toBe(Object.keys(catalog).length);
    }
  });

  it('have no empty message', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(fr)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('have an en and fr message for every server error code', () => {
    for (const code of ERROR_CODES) {
      expect(en, code).toHaveProperty([`error.${code}`]);
      expect(fr, code).toHaveProperty([`error.${code}`]);
    }
  });

  it('name every invoice layout, audit status and problem, claim type, agreed surcharge and tracking API the screens show', () => {
    const keys = [
      ...INVOICE_LAYOUTS.map((layout) => `invoices.layout.${layout}`),
      ...AUDIT_STATUSES.map((status) => `invoices.status.${status}`),
      ...AUDIT_PROBLEMS.map((problem) => `invoices.problem.${problem}`),
      ...CLAIM_TYPES.map((type) => `claims.issue.${type}`),
      ...SURCHARGE_TERMS.map((category) => `contract.category.${category}`),
      ...Object.keys(TRACKING_API_CARRIERS).map((api) => `trackingKeys.api.${api}`),
      ...Object.entries(TRACKING_KEY_FIELDS).flatMap(([api, fields]) =>
        fields.map((field) => `trackingKeys.field.${api}.${field}`),
      ),
    ];
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
  });

  it('have an en and fr message for every message key the shared rules give', () => {
    // The rules in shared/ name their messages by key (`error: 'bank.ibanInvalid'`, a range's
    // 'contract.percentRange'): every string written as a key of a catalog area is one.
    const sources = import.meta.glob<string>(['../../../shared/**/*.ts', '!../../../shared/**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const keys = new Set<string>();
    const areas = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    for (const source of Object.values(sources))
      for (const match of source.matchAll(/'([a-z][A-Za-z]*)\.([A-Za-z][\w.]*)'/g))
        if (areas.has(match[1]!) && !match[2]!.endsWith('.')) keys.add(`${match[1]}.${match[2]}`);
    // Server error codes are keyed `error.<code>` (the test above).
    for (const code of ERROR_CODES) keys.delete(code);
    expect(keys).toContain('contract.percentRange');
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
  });

  it('use the spec’s wording where the spec gives it', () => {
    expect(fr['form.required']).toBe('Ce champ est obligatoire');
    expect(en['form.fillAll']).toBe('Please be sure to fill in all fields!');
    expect(en['guard.adminRequired']).toBe('Unauthorized - you need admin rights');
    expect(en['error.auth.not_admin']).toBe('No Admin Access');
    expect(fr['error.auth.not_admin']).toBe("Pas d'accès administrateur");
    expect(en['error.server.internal']).toBe('Something in our system went wrong');
    expect(fr['error.auth.invalid_credentials']).toBe('Identifiant ou mot de passe incorrect.');
  });
});
