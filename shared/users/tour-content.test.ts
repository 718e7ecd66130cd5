import { describe, expect, it } from 'vitest';
import { DEFAULT_TOUR_STEPS, tourWithWords } from './tour-content';
import { TOURS } from './tours';

describe('the tours’ words', () => {
  it('give each tour as many steps as the spec (Home 4, Carrier Information 3, My Invoices 3), each pointing somewhere', () => {
    for (const tour of TOURS) {
      expect(DEFAULT_TOUR_STEPS[tour.label], tour.label).toHaveLength(tour.steps);
      const targets = DEFAULT_TOUR_STEPS[tour.label].map((step) => step.target);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('show the saved words where an admin saved them, the defaults elsewhere', () => {
    const saved = { en: { title: 'Hello', body: 'Here.' }, fr: { title: 'Bonjour', body: 'Ici.' } };
    const tour = tourWithWords('myInvoices', {
      steps: [saved],
      updatedAt: '2026-11-26T10:00:00.000Z',
      updatedBy: 'ops@x',
    });
    expect(tour.steps[0]).toEqual({ target: 'invoices-upload', ...saved });
    expect(tour.steps[2]).toEqual(DEFAULT_TOUR_STEPS.myInvoices[2]);
    expect(tourWithWords('home', null)).toMatchObject({ route: '/home', updatedAt: null, updatedBy: null });
  });
});
