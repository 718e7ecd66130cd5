/**
 * One way a table reads on a phone: under 560 px (styles/responsive.css) each row becomes a card
 * and each cell shows its column's heading before its value, so every column of a row is read
 * without scrolling sideways. The headings reach the cells as custom properties on the table
 * (`--column-1`...), drawn by CSS before the cells at that position, so no row has to repeat
 * them. The table keeps its semantics, and the heading drawn is part of the cell's text for a
 * screen reader too. A cell spanning columns (a row opened below another) shows no heading.
 */
import type { MessageKey } from '@web/i18n/en';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';

/** The most columns the style sheet labels (the claims table with every column shown). */
export const MOST_CARD_COLUMNS = 14;

/**
 * A heading as a CSS string: quotes and backslashes escaped, line breaks as spaces (a CSS string
 * holds none); the non-breaking spaces of French typography kept as they are.
 */
export const cssString = (text: string) =>
  `"${text.replace(/[\\"]/g, (character) => `\\${character}`).replace(/[\r\n]+/g, ' ')}"`;

/** The props of a `<table>` whose rows become cards on a phone, its headings in column order. */
export function useRowCards(
  headings: readonly MessageKey[],
  className = 'data-table',
): { className: string; style: CSSProperties } {
  const intl = useIntl();
  const style: Record<string, string> = {};
  headings.forEach((heading, index) => {
    style[`--column-${index + 1}`] = cssString(intl.formatMessage({ id: heading }));
  });
  return { className: `${className} row-cards`, style: style as CSSProperties };
}
