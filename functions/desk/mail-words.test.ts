/** What a carrier's words propose, in English and French, with the amount written. */
import { describe, expect, it } from 'vitest';
import { CARRIER_REPLIES } from '../../test/support/carrier-mails';
import { amountsIn, languageOf, ownWords, proposeMove, readAmount } from './mail-words';

const filed = { filed: true, currency: 'EUR' };
const propose = (mail: { subject: string; text?: string }, context = filed) =>
  proposeMove({ subject: mail.subject, text: mail.text ?? '' }, context);

describe('proposeMove', () => {
  it('reads an approval with its amount (UPS, English)', () => {
    const proposal = propose(CARRIER_REPLIES.upsApproved('UPS-CLM 0042', '1Z999AA10123456784'));
    expect(proposal).toMatchObject({ move: 'accepted', amount: 125.5, currency: 'EUR', language: 'en' });
    expect(proposal?.cue).toContain('has been approved');
  });

  it('reads a French refusal and why (Colissimo: delivered against signature)', () => {
    const proposal = propose(CARRIER_REPLIES.colissimoDenied('6A12345678901'));
    expect(proposal).toMatchObject({ move: 'denied', reason: 'delivered_signed', language: 'fr' });
    expect(proposal?.cue).toContain('nous ne pouvons pas donner une suite favorable');
  });

  it('reads a request for more (Chronopost: merci de nous faire parvenir)', () => {
    expect(propose(CARRIER_REPLIES.chronopostMoreRequested('2026-77812'))).toMatchObject({
      move: 'more_requested',
      language: 'fr',
    });
  });

  it('reads a credit note before the acceptance it implies (DHL)', () => {
    expect(propose(CARRIER_REPLIES.dhlCredited('DHL-55'))).toMatchObject({
      move: 'credited',
      amount: 89.9,
      currency: 'EUR',
    });
  });

  it.each([
    ['Nous avons émis un avoir de 42,50 € en votre faveur.', 'credited', 42.5],
    ['Votre réclamation a été acceptée : 1 234,56 EUR vous seront remboursés.', 'accepted', 1234.56],
    ['Your claim has been rejected: the parcel was delivered.', 'denied', null],
    ['Unfortunately we cannot accept your claim.', 'denied', null],
    ["Votre demande n'est pas recevable, le délai est dépassé.", 'denied', null],
    ['Please provide proof of value for the goods.', 'more_requested', null],
    ['Veuillez nous transmettre les photos du colis.', 'more_requested', null],
  ])('%s -> %s', (text, move, amount) => {
    const proposal = propose({ subject: 'Claim', text });
    expect(proposal?.move).toBe(move);
    expect(proposal?.amount).toBe(amount);
  });

  it('gives the reason a denial names, or other', () => {
    expect(propose({ subject: '', text: 'Claim denied: insufficient packaging.' })?.reason).toBe(
      'insufficient_packaging',
    );
    expect(propose({ subject: '', text: 'Réclamation refusée : hors délai.' })?.reason).toBe('late_notice');
    expect(propose({ subject: '', text: 'Claim denied.' })?.reason).toBe('other');
  });

  it('leaves an amount in another currency for the person to enter', () => {
    const proposal = propose({ subject: '', text: 'Your claim was approved: 99.00 GBP will be refunded.' });
    expect(proposal).toMatchObject({ move: 'accepted', amount: null, currency: null });
  });

  it('proposes the filing, with its number, for a claim not yet filed (FedEx acknowledgement)', () => {
    const proposal = propose(CARRIER_REPLIES.fedexRegistered('123456789012', 'FX-778812'), {
      filed: false,
      currency: 'EUR',
    });
    expect(proposal).toMatchObject({ move: 'filed', claimNumber: 'FX-778812' });
  });

  it('proposes nothing from our own words quoted back, or from words that say nothing', () => {
    expect(propose(CARRIER_REPLIES.quotedThread('C-1'))).toBeNull();
    expect(propose({ subject: 'Hello', text: 'We are looking into it.' })).toBeNull();
    expect(
      propose({ subject: 'Hello', text: 'Claim number: 1234.' }, { filed: false, currency: 'EUR' }),
    ).toMatchObject({ move: 'filed' });
  });
});

describe('reading words', () => {
  it('keeps the reply, not the thread it quotes', () => {
    expect(ownWords('Fine.\n\nLe lun. 16 nov. 2026, Parcel Audit a écrit :\n> approved')).toBe('Fine.\n');
    expect(ownWords('Yes\n> quoted\nno')).toBe('Yes\nno');
  });

  it('tells English from French', () => {
    expect(languageOf('Bonjour, votre colis a été livré.')).toBe('fr');
    expect(languageOf('Dear customer, your parcel was delivered.')).toBe('en');
    expect(languageOf('12345')).toBeNull();
  });

  it.each([
    ['1 234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['125.5', 125.5],
    ['125,50', 125.5],
    ['2.500', 2500],
    ['0', null],
  ])('reads %s as %s', (written, amount) => {
    expect(readAmount(written)).toBe(amount);
  });

  it('finds amounts with their currency, before or after', () => {
    expect(
      amountsIn('EUR 10.00 then 20,00 € then $5 and 7 euros').map((found) => [found.amount, found.currency]),
    ).toEqual([
      [10, 'EUR'],
      [20, 'EUR'],
      [5, 'USD'],
      [7, 'EUR'],
    ]);
  });
});
