import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKING_EVENT_MESSAGES, trackingEventMessage } from './tracking-events';

/** The event codes a file of the repository writes (`code: 'XX'` beside a description). */
const codesIn = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/code: '([\w-]+)',\s*description:/g)].map((match) => match[1]!);

describe('tracking events in the reader’s language', () => {
  it('know every event code the sandbox carrier answers with, for any carrier', () => {
    const codes = [
      ...readFileSync('infra/local/sandbox-carrier/world.ts', 'utf8').matchAll(/code: '(\w+)'/g),
    ].map((match) => match[1]!);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) {
      expect(trackingEventMessage('ups', code, 'fr'), code).not.toBeNull();
      expect(trackingEventMessage('mondial_relay', code, 'en'), code).not.toBeNull();
    }
  });

  it('know every event code of the recorded carrier answers the connectors are tested with', () => {
    const recorded = {
      ups: codesIn('functions/connectors/tracking/ups.test.ts'),
      fedex: codesIn('functions/connectors/tracking/fedex.test.ts'),
      dhl_express: codesIn('functions/connectors/tracking/dhl.test.ts'),
      colissimo: codesIn('functions/connectors/tracking/laposte.test.ts'),
    };
    for (const [carrier, codes] of Object.entries(recorded)) {
      expect(codes.length, carrier).toBeGreaterThan(0);
      for (const code of codes)
        expect(trackingEventMessage(carrier, code, 'en'), `${carrier} ${code}`).not.toBeNull();
    }
  });

  it('read a code in the carrier’s own list first, and say which language the carrier writes in', () => {
    expect(trackingEventMessage('colissimo', 'DI1', 'en')).toEqual({
      message: 'Delivered',
      originalLanguage: 'fr',
    });
    expect(trackingEventMessage('chronopost', 'MD2', 'fr')).toEqual({
      message: 'En cours de livraison',
      originalLanguage: 'fr',
    });
    expect(trackingEventMessage('ups', 'BU', 'fr')?.message).toBe(
      'L’adresse de livraison était incorrecte\u00a0: le transporteur tente de la corriger',
    );
    expect(trackingEventMessage('fedex', 'DP', 'en')).toEqual({
      message: 'Left a carrier location',
      originalLanguage: 'en',
    });
    expect(trackingEventMessage('dhl_express', 'transit', 'fr')?.message).toBe('En transit');
    // The sandbox's codes answer for a carrier whose API does not have them (the demo's accounts).
    expect(trackingEventMessage('ups', 'DM', 'fr')?.message).toBe('Dommage signalé');
  });

  it('leave an unknown code to the carrier’s words', () => {
    expect(trackingEventMessage('ups', 'ZZ', 'fr')).toBeNull();
    expect(trackingEventMessage('colissimo', '', 'en')).toBeNull();
  });

  it('have every message in en and fr, the French with its non-breaking spaces', () => {
    for (const [source, codes] of Object.entries(TRACKING_EVENT_MESSAGES))
      for (const [code, words] of Object.entries(codes)) {
        expect(words.en.trim(), `${source} ${code}`).not.toBe('');
        expect(words.fr.trim(), `${source} ${code}`).not.toBe('');
        expect(words.fr, `${source} ${code}`).not.toMatch(/ [:;!?]/);
      }
  });
});
