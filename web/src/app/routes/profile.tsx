/**
 * My Profile: my details and my password; for the company's client admin, the company's details
 * and bank details too. Composes the profile and companies features.
 */
import { roleMeetsAccess } from '@shared/identity/access';
import { PageShell } from '@web/components/page-shell';
import { Uploader } from '@web/components/uploader';
import { companyChanged, useCompany } from '@web/features/companies/api/company';
import { BankAccountOnFile } from '@web/features/companies/components/bank-account-on-file';
import { BankDetailsForm } from '@web/features/companies/components/bank-details-form';
import { CompanyDetailsForm } from '@web/features/companies/components/company-details-form';
import { useDocumentUrl } from '@web/features/documents/api/documents';
import { useProfile } from '@web/features/profile/api/profile';
import { PasswordForm } from '@web/features/profile/components/password-form';
import { ProfileForm } from '@web/features/profile/components/profile-form';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

function Saved({ when }: { when: boolean }) {
  return when ? (
    <p className="form-success" role="status">
      <FormattedMessage id="company.saved" />
    </p>
  ) : null;
}

function CompanyLogo({ documentId, companyName }: { documentId: string | null; companyName: string }) {
  const intl = useIntl();
  const logo = useDocumentUrl(documentId);
  return (
    <section className="panel" aria-labelledby="logo-heading">
      <h2 id="logo-heading">
        <FormattedMessage id="company.logoHeading" />
      </h2>
      <p className="page-intro">
        <FormattedMessage id="company.logoIntro" />
      </p>
      {logo.data ? (
        <img
          className="company-logo"
          src={logo.data.url}
          alt={intl.formatMessage({ id: 'company.logoAlt' }, { name: companyName })}
        />
      ) : (
        !documentId && (
          <p className="field-hint">
            <FormattedMessage id="company.noLogo" />
          </p>
        )
      )}
      <Uploader kind="logo" single onUploaded={() => void companyChanged()} />
    </section>
  );
}

export default function ProfilePage() {
  const session = useSession();
  const profile = useProfile();
  const isAdmin = roleMeetsAccess(session?.role ?? null, 'client_admin');
  const company = useCompany();
  const [companySaved, setCompanySaved] = useState(false);
  const [bankSaved, setBankSaved] = useState(false);
  const [changingBank, setChangingBank] = useState(false);

  return (
    <PageShell title="page.profile" intro="intro.profile">
      <section className="panel" aria-labelledby="details-heading">
        <h2 id="details-heading">
          <FormattedMessage id="profile.detailsHeading" />
        </h2>
        {profile.data && <ProfileForm initial={profile.data} />}
      </section>
      <section className="panel" aria-labelledby="password-heading">
        <h2 id="password-heading">
          <FormattedMessage id="profile.passwordHeading" />
        </h2>
        <PasswordForm />
      </section>
      {isAdmin && company.data && (
        <>
          <section className="panel" aria-labelledby="company-heading">
            <h2 id="company-heading">
              <FormattedMessage id="onboarding.company" />
            </h2>
            <Saved when={companySaved} />
            <CompanyDetailsForm
              initial={company.data.details}
              vatCheck={company.data.vatCheck}
              companyName={company.data.name}
              onSaved={() => setCompanySaved(true)}
              submitLabel="profile.saveCompany"
            />
          </section>
          <CompanyLogo documentId={company.data.logoDocumentId} companyName={company.data.name} />
          <section className="panel" aria-labelledby="bank-heading">
            <h2 id="bank-heading">
              <FormattedMessage id="onboarding.bank" />
            </h2>
            <Saved when={bankSaved} />
            {/* The account on file, masked; its IBAN is asked for only when the person changes it. */}
            {company.data.bank && !changingBank ? (
              <BankAccountOnFile
                bank={company.data.bank}
                onChange={() => {
                  setBankSaved(false);
                  setChangingBank(true);
                }}
              />
            ) : (
              <BankDetailsForm
                current={company.data.bank}
                onSaved={() => {
                  setBankSaved(true);
                  setChangingBank(false);
                }}
                submitLabel="profile.saveBank"
              >
                {company.data.bank && (
                  <button type="button" className="button" onClick={() => setChangingBank(false)}>
                    <FormattedMessage id="profile.keepBank" />
                  </button>
                )}
              </BankDetailsForm>
            )}
          </section>
        </>
      )}
    </PageShell>
  );
}
