/**
 * Case studies (platform admins): the list with each one's status, and forms to add, edit and
 * delete them. Published ones are on the public site (GET /api/public/case-studies).
 */

import type { Reply } from '@shared/platform/replies';
import { CASE_STUDIES_KEY, type CaseStudyView, deleteCaseStudy } from '@web/api/admin';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import { CaseStudyForm } from './case-study-form';
import { ManagedList } from './managed-list';

export function CaseStudiesSection() {
  const { data, error, mutate } = useSWR(CASE_STUDIES_KEY, (path: string) =>
    api<Reply<'list-case-studies'>>(path),
  );
  const [editing, setEditing] = useState<CaseStudyView | 'new' | null>(null);
  const studies = data?.studies ?? [];
  return (
    <section className="panel admin-section" id="case-studies" aria-labelledby="case-studies-heading">
      <h2 id="case-studies-heading">
        <FormattedMessage id="admin.studies.heading" />
      </h2>
      {error && <FormError message={messageKeyOf(error)} />}
      {data && studies.length === 0 && (
        <p>
          <FormattedMessage id="admin.studies.none" />
        </p>
      )}
      <ManagedList
        items={studies}
        keyOf={(study) => study.slug}
        nameOf={(study) => study.en.title}
        detail={(study) => (
          <>
            {study.customer} · /{study.slug} · <FormattedDate value={study.updatedAt} dateStyle="medium" />
          </>
        )}
        published={(study) => study.status === 'published'}
        labels={{
          edit: 'admin.studies.editLabel',
          delete: 'admin.studies.deleteLabel',
          deleteTitle: 'admin.studies.deleteTitle',
          deleteBody: 'admin.studies.deleteBody',
          new: 'admin.studies.new',
        }}
        onEdit={(study) => setEditing(study ?? 'new')}
        onDelete={async (study) => {
          await deleteCaseStudy(study.slug);
          await mutate();
        }}
      />
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
    </section>
  );
}
