/**
 * A claim's deadline and its lane's warnings in words: days left, closing today, closed so many days
 * ago (never a negative count), in English and French.
 */
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { daysLeftWords, deadlineBadges, urgencyOf, type Words } from './desk-format';

const english = createIntl({ locale: 'en', messages: en });
const french = createIntl({ locale: 'fr', messages: fr });
const say = (words: Words, intl = english) => intl.formatMessage({ id: words.id }, words.values);

describe('a claim’s days left', () => {
  it('counts the days left, says when it closes today, and how long ago a window closed', () => {
    expect(say(daysLeftWords(12))).toBe('12 days');
    expect(say(daysLeftWords(1))).toBe('1 day');
    expect(say(daysLeftWords(0))).toBe('Closes today');
    expect(say(daysLeftWords(-1))).toBe('Closed 1 day ago');
    expect(say(daysLeftWords(-30))).toBe('Closed 30 days ago');
  });

  it('says it in French with a non-breaking space before the unit', () => {
    expect(say(daysLeftWords(12), french)).toBe('12\u00a0jours');
    expect(say(daysLeftWords(-2), french)).toBe('Dépassé depuis 2\u00a0jours');
  });

  it('marks a window closed, one closing within the desk’s five days, and the others', () => {
    expect(urgencyOf(-1)).toBe('closed');
    expect(urgencyOf(0)).toBe('soon');
    expect(urgencyOf(5)).toBe('soon');
    expect(urgencyOf(6)).toBe('later');
  });
});

describe('the warnings of the lane to file', () => {
  it('names the claims closing soon and the windows closed, and nothing when there are none', () => {
    expect(deadlineBadges(3, 1).map((words) => say(words))).toEqual([
      '3 close within 5 days',
      '1 window closed',
    ]);
    expect(deadlineBadges(1, 0).map((words) => say(words))).toEqual(['1 closes within 5 days']);
    expect(deadlineBadges(0, 0)).toEqual([]);
  });
});
