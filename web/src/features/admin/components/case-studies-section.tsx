/**
 * Case studies (platform admins): the list with each one's status, and forms to add, edit and
 * delete them. Published ones are on the public site (GET /api/public/case-studies).
 */

import type { Reply } from '@shared/platform/replies';
import { CASE_STUDIES_KEY, type CaseStudyView, deleteCaseStudy } from '@web/api/admin';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { CaseStudyForm } from './case-study-form';

export function CaseStudiesSection() {
  const intl = useIntl();
  const { data, error, mutate } = useSWR(CASE_STUDIES_KEY, (path: string) =>
    api<Reply<'list-case-studies'>>(path),
  );
  const [editing, setEditing] = useState<CaseStudyView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CaseStudyView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const studies = data?.studies ?? [];
  return (
    <section className="panel admin-section" id="case-studies" aria-labelledby="case-studies-heading">
      <h2 id="case-studies-heading">
        <FormattedMessage id="admin.studies.heading" />
      </h2>
      {error && <FormError message={messageKeyOf(error)} />}
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {data && studies.length === 0 && (
        <p>
          <FormattedMessage id="admin.studies.none" />
        </p>
      )}
      {studies.length > 0 && (
        <ul className="sendout-list">
          {studies.map((study) => (
            <li key={study.slug}>
              <strong>{study.en.title}</strong>
              <span className="cell-detail">
                {study.customer} · /{study.slug} ·{' '}
                <FormattedDate value={study.updatedAt} dateStyle="medium" />
              </span>
              <span className={`badge ${study.status === 'published' ? 'ok' : 'neutral'}`}>
                <FormattedMessage
                  id={study.status === 'published' ? 'admin.studies.published' : 'admin.studies.draft'}
                />
              </span>
              <div className="row-actions">
                <button
                  type="button"
                  className="button small"
                  aria-label={intl.formatMessage(
                    { id: 'admin.studies.editLabel' },
                    { title: study.en.title },
                  )}
                  onClick={() => setEditing(study)}
                >
                  <FormattedMessage id="admin.studies.edit" />
                </button>
                <button
                  type="button"
                  className="button small danger"
                  aria-label={intl.formatMessage(
                    { id: 'admin.studies.deleteLabel' },
                    { title: study.en.title },
                  )}
                  onClick={() => setDeleting(study)}
                >
                  <FormattedMessage id="admin.studies.delete" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button primary" onClick={() => setEditing('new')}>
        <FormattedMessage id="admin.studies.new" />
      </button>
      {editing && (
        <CaseStudyForm
          study={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="admin.studies.deleteTitle" values={{ title: deleting.en.title }} />}
          body={<FormattedMessage id="admin.studies.deleteBody" />}
          confirm={<FormattedMessage id="admin.studies.delete" />}
          cancel={<FormattedMessage id="admin.status.cancel" />}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await deleteCaseStudy(deleting.slug);
              await mutate();
            } catch (failed) {
              setFailure(failed);
            }
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}
