/**
 * The file picker: a real file input stays in the page (named by the field's label, or by the
 * trigger's words without one), the files chosen reach the caller (one at most unless `multiple`),
 * their names show and describe the input, and a drop zone takes dropped files.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FilePicker } from './file-picker';

afterEach(cleanup);

const messages = { 'upload.choose': 'Choose a file', 'upload.drop': 'or drop it here' };
const file = (name: string) => new File(['x'], name, { type: 'text/csv' });

function draw(props: Partial<Parameters<typeof FilePicker>[0]> = {}) {
  const received: string[][] = [];
  const view = render(
    <IntlProvider locale="en" messages={messages}>
      <FilePicker onFiles={(files) => received.push(files.map((one) => one.name))} {...props} />
    </IntlProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { received, input };
}

describe('FilePicker', () => {
  it('is named by its label alone and keeps accept and multiple on the input', () => {
    // Prepare, Act
    const { input } = draw({ label: 'Your file', accept: '.csv,.xlsx', multiple: true });

    // Assess
    expect(screen.getByLabelText('Your file')).toBe(input);
    expect(input.accept).toBe('.csv,.xlsx');
    expect(input.multiple).toBe(true);
  });

  it('is named by its trigger without a label', () => {
    // Prepare, Act
    const { input } = draw({ drop: true });

    // Assess
    expect(screen.getByLabelText(/Choose a file or drop it here/)).toBe(input);
  });

  it('hands over the file chosen and shows its name, which describes the input', () => {
    // Prepare
    const { received, input } = draw({ label: 'Your file', describedBy: 'hint' });

    // Act
    fireEvent.change(input, { target: { files: [file('claims.csv'), file('other.csv')] } });

    // Assess
    expect(received).toEqual([['claims.csv']]);
    const chosen = screen.getByText('claims.csv');
    expect(input.getAttribute('aria-describedby')).toBe(`${chosen.closest('ul')!.id} hint`);
  });

  it('takes dropped files on its zone, all of them with multiple', () => {
    // Prepare
    const { received } = draw({ drop: true, multiple: true, showChosen: false });
    const zone = screen.getByText('or drop it here').closest('label')!;

    // Act
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.pdf'), file('b.pdf')] } });

    // Assess
    expect(received).toEqual([['a.pdf', 'b.pdf']]);
    expect(screen.queryByText('a.pdf')).toBeNull();
  });
});
