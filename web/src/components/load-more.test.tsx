/**
 * The button under a list read a page at a time: there while the last page names a cursor (or the
 * caller says there is more), it asks for one more page, and while a page is on its way it stays
 * focusable, says it is busy, and a click does nothing.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { documents } from '@web/i18n/en/documents';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListPages, LoadMore } from './load-more';

afterEach(cleanup);

function draw(pages: ListPages, more?: boolean) {
  return render(
    <IntlProvider locale="en" messages={documents}>
      <LoadMore pages={pages} label="files.more" more={more} />
    </IntlProvider>,
  );
}

describe('LoadMore', () => {
  it('asks for one more page when the last page names a cursor', () => {
    // Prepare
    const asked: number[] = [];
    draw({
      data: [{ cursor: 'a' }, { cursor: 'b' }],
      isValidating: false,
      size: 2,
      setSize: (n) => asked.push(n),
    });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));

    // Assess
    expect(asked).toEqual([3]);
  });

  it('is not there once the last page names no cursor, or when the caller says there is no more', () => {
    // Prepare, Act
    draw({ data: [{ cursor: 'a' }, { cursor: null }], isValidating: false, size: 2, setSize: () => {} });
    draw({ data: [{ cursor: 'a' }], isValidating: false, size: 1, setSize: () => {} }, false);

    // Assess
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays focusable but does nothing while a page is on its way', () => {
    // Prepare
    const asked: number[] = [];
    draw({ data: [{ cursor: 'a' }], isValidating: true, size: 1, setSize: (n) => asked.push(n) });
    const button = screen.getByRole('button', { name: 'Show more' });

    // Act
    button.focus();
    fireEvent.click(button);

    // Assess
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(asked).toEqual([]);
  });
});
