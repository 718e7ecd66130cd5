/**
 * The getting-started checklist: a carrier account, a carrier invoice uploaded, its audit read, the
 * team invited; each step done or to do, and a link to the page that does it.
 */
import type { HomeView } from '@shared/dashboards/catalog';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

type Step = keyof HomeView['gettingStarted'];

const STEPS: { step: Step; to: string }[] = [
  { step: 'carrierAccount', to: paths.carrierInformation },
  { step: 'invoiceUploaded', to: paths.carrierInvoices },
  { step: 'auditDone', to: paths.myInvoices },
  { step: 'teamInvited', to: paths.team },
];

export function GettingStarted({
  steps,
  noFigures,
}: {
  steps: HomeView['gettingStarted'];
  /** Nothing to draw yet: the checklist says where the figures will come from. */
  noFigures: boolean;
}) {
  const done = STEPS.filter(({ step }) => steps[step]).length;
  return (
    <section className="panel checklist" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">
        <FormattedMessage id="home.checklist.heading" />
      </h2>
      <p className="page-intro">
        <FormattedMessage id="home.checklist.progress" values={{ done, total: STEPS.length }} />
      </p>
      <ol className="checklist-steps">
        {STEPS.map(({ step, to }, index) => (
          <li key={step} className={steps[step] ? 'done' : 'todo'} data-step={step}>
            <span className="step-mark" aria-hidden="true">
              {steps[step] ? '✓' : index + 1}
            </span>
            <div>
              <p className="step-title">
                <Link to={to}>
                  <FormattedMessage id={`home.step.${step}` as MessageKey} />
                </Link>{' '}
                <span className={steps[step] ? 'badge ok' : 'badge'}>
                  <FormattedMessage id={steps[step] ? 'home.step.done' : 'home.step.todo'} />
                </span>
              </p>
              <p className="field-hint">
                <FormattedMessage id={`home.step.${step}.where` as MessageKey} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {noFigures && (
        <p className="field-hint">
          <FormattedMessage id="home.noFigures" />
        </p>
      )}
    </section>
  );
}
