/**
 * Onboarding after sign-up: company details, bank details, then the team, as three steps with a
 * progress indicator. It composes the companies and team features (features do not import each
 * other; the app does). Coming back resumes at the first step not done, an account on file shown
 * masked and kept unless changed. Finishing turns the first-time flag off and goes Home.
 */

import { roleMeetsAccess } from '@shared/identity/access';
import type { Reply } from '@shared/platform/replies';
import { useMembers } from '@web/api/members';
import { FormError } from '@web/components/form-error';
import { MessagePage } from '@web/components/message-page';
import { paths } from '@web/config/paths';
import { useCompany } from '@web/features/companies/api/company';
import { BankAccountOnFile } from '@web/features/companies/components/bank-account-on-file';
import { BankDetailsForm } from '@web/features/companies/components/bank-details-form';
import { CompanyDetailsForm } from '@web/features/companies/components/company-details-form';
import { InviteForm } from '@web/features/team/components/invite-form';
import { MembersTable } from '@web/features/team/components/members-table';
import type { MessageKey } from '@web/i18n/en';
import { api, messageKeyOf } from '@web/lib/api-client';
import { setToken, useSession } from '@web/lib/session';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { firstStepToDo } from './onboarding-progress';

const STEPS: { title: MessageKey; intro: MessageKey }[] = [
  { title: 'onboarding.company', intro: 'onboarding.companyIntro' },
  { title: 'onboarding.bank', intro: 'onboarding.bankIntro' },
  { title: 'onboarding.team', intro: 'onboarding.teamIntro' },
];

function TeamStep() {
  const { data } = useMembers();
  return (
    <>
      <InviteForm />
      {data && <MembersTable members={data.members} />}
    </>
  );
}

export default function OnboardingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const company = useCompany();
  // Null until the person moves: then the first step not done, from what the company has saved.
  const [chosenStep, setStep] = useState<number | null>(null);
  const [changingBank, setChangingBank] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const step = chosenStep ?? (company.data ? firstStepToDo(company.data) : 0);

  if (!session)
    return (
      <MessagePage
        title="page.onBoarding"
        body="onboarding.signInFirst"
        action="unauthorized.action"
        to={paths.login}
      />
    );

  async function finish() {
    setFinishing(true);
    try {
      const { token } = await api<Reply<'complete-onboarding'>>('/api/private/user/onboarded', { body: {} });
      setToken(token);
    } finally {
      setFinishing(false);
      navigate(paths.home);
    }
  }

  if (!roleMeetsAccess(session.role, 'client_admin')) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1}>
          <FormattedMessage id="page.onBoarding" />
        </h1>
        <p>
          <FormattedMessage id="onboarding.adminOnly" />
        </p>
        <button type="button" className="button primary" onClick={finish} disabled={finishing}>
          <FormattedMessage id="onboarding.finish" />
        </button>
      </section>
    );
  }

  if (!company.data)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1}>
          <FormattedMessage id="page.onBoarding" />
        </h1>
        {company.error ? (
          <FormError message={messageKeyOf(company.error)} />
        ) : (
          <p role="status">
            <FormattedMessage id="app.loading" />
          </p>
        )}
      </section>
    );

  const current = STEPS[step]!;
  const goTo = (target: number) => {
    setChangingBank(false);
    setStep(target);
  };
  const next = () => goTo(step + 1);
  const skip = (
    <button type="button" className="button" onClick={step === STEPS.length - 1 ? finish : next}>
      <FormattedMessage id="onboarding.skip" />
    </button>
  );
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title" tabIndex={-1}>
          <FormattedMessage id="page.onBoarding" />
        </h1>
        <p className="page-intro">
          <FormattedMessage id="intro.onBoarding" />
        </p>
        <p className="visually-hidden" aria-live="polite">
          {intl.formatMessage({ id: 'onboarding.step' }, { current: step + 1, total: STEPS.length })}
        </p>
        <ol className="stepper">
          {STEPS.map((item, index) => (
            <li
              key={item.title}
              aria-current={index === step ? 'step' : undefined}
              className={index < step ? 'done' : undefined}
            >
              <FormattedMessage id={item.title} />
            </li>
          ))}
        </ol>
      </header>
      <div className="panel">
        <h2>
          <FormattedMessage id={current.title} />
        </h2>
        <p className="page-intro">
          <FormattedMessage id={current.intro} />
        </p>
        {step === 0 && (
          <CompanyDetailsForm
            initial={company.data.details}
            vatCheck={company.data.vatCheck}
            companyName={company.data.name}
            onSaved={next}
            submitLabel="onboarding.save"
          >
            {skip}
          </CompanyDetailsForm>
        )}
        {step === 1 && company.data.bank && !changingBank && (
          <BankAccountOnFile bank={company.data.bank} onChange={() => setChangingBank(true)}>
            <button type="button" className="button primary" onClick={next}>
              <FormattedMessage id="onboarding.continue" />
            </button>
          </BankAccountOnFile>
        )}
        {step === 1 && (!company.data.bank || changingBank) && (
          <BankDetailsForm current={company.data.bank} onSaved={next} submitLabel="onboarding.save">
            {skip}
          </BankDetailsForm>
        )}
        {step === 2 && <TeamStep />}
        {step > 0 && (
          // The way back sits in one row with Finish, or on its own row under the step's form.
          <div className="button-row onboarding-actions">
            {step === 2 && (
              <button
                type="button"
                className="button primary"
                onClick={finish}
                disabled={finishing}
                aria-busy={finishing}
              >
                <FormattedMessage id="onboarding.finish" />
              </button>
            )}
            <button type="button" className="button" onClick={() => goTo(step - 1)}>
              <FormattedMessage id="onboarding.back" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
