/** The pricing calculator: the shared estimate (shared/site/calculator.ts) as the visitor types. */
import { calculatorInputSchema, estimate } from '@shared/site/calculator';

export function mount(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const locale = document.documentElement.lang || 'en';
  const plans = JSON.parse(form.dataset.plans ?? '{}') as Record<string, string>;
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const error = form.querySelector<HTMLElement>('[data-error]')!;
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input')];
  const show = (name: string, value: string) => {
    const output = form.querySelector<HTMLOutputElement>(`output[name="${name}"]`);
    if (output) output.value = value;
  };

  const update = () => {
    const parsed = calculatorInputSchema.safeParse({
      parcelsPerMonth: Number(form.parcelsPerMonth.value),
      monthlySpendEuros: Number(form.monthlySpendEuros.value),
    });
    const fieldValid = (input: HTMLInputElement) => input.value.trim() !== '' && parsed.success;
    for (const input of inputs) input.setAttribute('aria-invalid', String(!fieldValid(input)));
    if (!parsed.success || inputs.some((input) => input.value.trim() === '')) {
      error.textContent = form.dataset.invalid ?? '';
      error.hidden = false;
      return;
    }
    error.hidden = true;
    const result = estimate(parsed.data);
    show('recovery', money.format(result.recoveryCents / 100));
    show('upTo', money.format(result.upToCents / 100));
    show('best', plans[result.best.planId] ?? result.best.planId);
    show('subscription', money.format((result.best.subscriptionCents + result.best.overageCents) / 100));
    show('fee', money.format(result.best.feeCents / 100));
    show('net', money.format(result.netCents / 100));
  };

  form.addEventListener('input', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    update();
  });
  // What the visitor typed before this script arrived (or the browser restored) is estimated now.
  update();
}
