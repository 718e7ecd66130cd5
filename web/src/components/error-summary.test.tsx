/**
 * A refused submit puts the form's problems at its top: the summary takes the focus, tells how
 * many there are (ICU plural, en and fr), lists the fields in the form's order by their labels,
 * and each line's link focuses its field. A good submit takes it away.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { object, string } from 'zod/mini';
import { ErrorSummary } from './error-summary';
import { TextField, useSchemaForm } from './form';
import { FormError } from './form-error';

afterEach(cleanup);

const schema = object({
  first_name: string().check((ctx) => {
    if (!ctx.value) ctx.issues.push({ code: 'custom', message: 'form.required', input: ctx.value });
  }),
  email: string().check((ctx) => {
    if (!ctx.value.includes('@'))
      ctx.issues.push({ code: 'custom', message: 'form.invalidEmail', input: ctx.value });
  }),
});

function SignUp() {
  const { fields, error, submit } = useSchemaForm(schema);
  const [values, setValues] = useState({ first_name: '', email: '' });
  const [sent, setSent] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values, async () => setSent(true));
      }}
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <TextField
        id="signup-email"
        name="email"
        label="login.email"
        value={values.email}
        onChange={(email) => setValues({ ...values, email })}
        fields={fields}
      />
      <TextField
        id="signup-first-name"
        name="first_name"
        label="register.firstName"
        value={values.first_name}
        onChange={(first_name) => setValues({ ...values, first_name })}
        fields={fields}
      />
      <button type="submit">Send</button>
      {sent && <p>Sent</p>}
    </form>
  );
}

const inEnglish = () =>
  render(
    <IntlProvider locale="en" messages={en}>
      <SignUp />
    </IntlProvider>,
  );

describe('ErrorSummary', () => {
  it('takes the focus after a refused submit and links each problem to its field', async () => {
    inEnglish();
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('region', { name: 'There are 2 problems with this form' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = screen.getAllByRole('link');
    // In the form's order (e-mail first), each named by its field's label.
    expect(links.map((link) => link.textContent)).toEqual([en['login.email'], en['register.firstName']]);
    expect(links[1]?.getAttribute('href')).toBe('#signup-first-name');
    fireEvent.click(links[1]!);
    const field = screen.getByLabelText(en['register.firstName']);
    expect(document.activeElement).toBe(field);
    // The field is announced with its problem, which stays beside it.
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      en['form.required'],
    );
  });

  it('counts one problem in the singular, and leaves once the form is good', async () => {
    inEnglish();
    fireEvent.change(screen.getByLabelText(en['login.email']), { target: { value: 'camille@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('region', { name: 'There is 1 problem with this form' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(en['register.firstName']), { target: { value: 'Camille' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks French', async () => {
    render(
      <IntlProvider locale="fr" messages={fr}>
        <SignUp />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('region', { name: 'Ce formulaire comporte 2 problèmes' })).toBeTruthy();
    expect(screen.getAllByRole('link')[0]?.textContent).toBe(fr['login.email']);
  });
});
