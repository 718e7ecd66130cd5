/**
 * The team's review of SFTP set-ups (platform admins; issue 21, the spec's 'processing / under team
 * review'): each company whose first file waits, with the file's headers and first rows, and a
 * mapping form: for each column we read, the file's header holding it (preselected from the
 * headers' names), the required ones checked with the shared review rule. Saving reads the waiting
 * file and every later one with this mapping, and the company leaves the list.
 */
import {
  type ColumnMapping,
  missingColumns,
  ORDER_FILE_COLUMNS,
  type OrderFileColumn,
  REQUIRED_ORDER_COLUMNS,
  sftpReviewSchema,
} from '@shared/integrations/sftp';
import type { Reply } from '@shared/platform/replies';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { issueMessageKey } from '@web/i18n/message-key';
import { ApiError, api, messageKeyOf } from '@web/lib/api-client';
import { type FormEvent, useState } from 'react';
import { FormattedDate, FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import useSWR from 'swr';
import { safeParse } from 'zod/mini';
import { ListState } from './admin-table';

const REVIEWS_KEY = '/api/private/admin/sftp-reviews';

type SftpReview = Reply<'list-sftp-reviews'>['reviews'][number];

const useSftpReviews = () => useSWR(REVIEWS_KEY, (path: string) => api<Reply<'list-sftp-reviews'>>(path));

const saveMapping = (companyId: string, mapping: ColumnMapping) =>
  api<Reply<'decide-sftp-review'>>(`${REVIEWS_KEY}/${encodeURIComponent(companyId)}`, {
    method: 'PUT',
    body: { mapping },
  });

/** Field issues by path: the shared rule's one issue for the mapping, and each required column left out. */
function issuesOf(
  issues: readonly { path: string; code?: string; message: string }[],
  mapping: ColumnMapping,
  intl: IntlShape,
) {
  const found: Record<string, MessageKey> = {};
  for (const issue of issues) found[issue.path] ??= issueMessageKey(intl, issue, 'form.invalid');
  if (found.mapping)
    for (const column of missingColumns(mapping)) found[`mapping.${column}`] ??= 'form.required';
  return found;
}

function SampleTable({ review }: { review: SftpReview }) {
  const { sample } = review;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table compact">
        <caption className="visually-hidden">
          <FormattedMessage id="admin.sftpReviews.sample" values={{ name: sample.name }} />
        </caption>
        <thead>
          <tr>
            {sample.headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's headers may repeat; their place is their identity.
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sample's rows never move.
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are known by their column's place.
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReviewForm({ review, onSaved }: { review: SftpReview; onSaved: () => Promise<void> }) {
  const intl = useIntl();
  const [mapping, setMapping] = useState<ColumnMapping>(() => review.suggested);
  const [issues, setIssues] = useState<Record<string, MessageKey>>({});
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `sftp-review-${review.companyId.replace(/\W/g, '_')}`;
  const headers = [...new Set(review.sample.headers.filter((header) => header.trim() !== ''))];

  const choose = (column: OrderFileColumn, header: string) =>
    setMapping((current) => {
      const next = { ...current };
      if (header) next[column] = header;
      else delete next[column];
      return next;
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const result = safeParse(sftpReviewSchema, { mapping });
    if (!result.success) {
      setIssues(
        issuesOf(
          result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          mapping,
          intl,
        ),
      );
      return;
    }
    setIssues({});
    setBusy(true);
    try {
      await saveMapping(review.companyId, result.data.mapping);
      await onSaved();
    } catch (failure) {
      if (failure instanceof ApiError) setIssues(issuesOf(failure.issues, mapping, intl));
      setError(messageKeyOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-labelledby={`${prefix}-mapping`}>
      <h4 id={`${prefix}-mapping`}>
        <FormattedMessage id="admin.sftpReviews.mapping" values={{ company: review.companyName }} />
      </h4>
      <FormError message={error} />
      {issues.mapping && (
        <p className="field-error" id={`${prefix}-error`}>
          <FormattedMessage id={issues.mapping} />
        </p>
      )}
      <div className="form-row">
        {ORDER_FILE_COLUMNS.map((column) => {
          const id = `${prefix}-${column}`;
          const issue = issues[`mapping.${column}`];
          const required = REQUIRED_ORDER_COLUMNS.includes(column);
          const name = intl.formatMessage({ id: `admin.sftpReviews.column.${column}` });
          return (
            <div className="field" key={column}>
              <label htmlFor={id}>
                {required ? (
                  <FormattedMessage id="admin.sftpReviews.requiredColumn" values={{ column: name }} />
                ) : (
                  name
                )}
              </label>
              <select
                id={id}
                value={mapping[column] ?? ''}
                aria-required={required || undefined}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? `${id}-error` : undefined}
                onChange={(event) => choose(column, event.target.value)}
              >
                <option value="">{intl.formatMessage({ id: 'admin.sftpReviews.notInFile' })}</option>
                {headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
              {issue && (
                <p className="field-error" id={`${id}-error`}>
                  <FormattedMessage id={issue} />
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="button-row">
        <button
          type="submit"
          className="button primary"
          disabled={busy}
          aria-label={intl.formatMessage(
            { id: 'admin.sftpReviews.saveLabel' },
            { company: review.companyName },
          )}
        >
          <FormattedMessage id="admin.sftpReviews.save" />
        </button>
      </div>
    </form>
  );
}

export function SftpReviewsSection() {
  const { data, error, mutate } = useSftpReviews();
  const [saved, setSaved] = useState<string | null>(null);
  const reviews = data?.reviews ?? [];
  return (
    <section className="panel admin-section" id="sftp-reviews" aria-labelledby="sftp-reviews-heading">
      <h2 id="sftp-reviews-heading">
        <FormattedMessage id="admin.sftpReviews.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.sftpReviews.intro" />
      </p>
      <p className="form-success" role="status">
        {saved && <FormattedMessage id="admin.sftpReviews.saved" values={{ company: saved }} />}
      </p>
      <ListState error={error} empty={Boolean(data) && reviews.length === 0} none="admin.sftpReviews.none" />
      {reviews.map((review) => {
        const headingId = `sftp-review-${review.companyId.replace(/\W/g, '_')}-heading`;
        return (
          <article key={review.companyId} className="sftp-review" aria-labelledby={headingId}>
            <h3 id={headingId}>{review.companyName}</h3>
            <p>
              <FormattedMessage
                id="admin.sftpReviews.where"
                values={{ host: <code>{review.host}</code>, folder: <code>{review.directory}</code> }}
              />
              <span className="cell-detail">
                <FormattedMessage
                  id="admin.sftpReviews.since"
                  values={{
                    date: <FormattedDate value={review.since} dateStyle="medium" timeStyle="short" />,
                  }}
                />
              </span>
            </p>
            <p>
              <FormattedMessage
                id="admin.sftpReviews.sample"
                values={{ name: <code>{review.sample.name}</code> }}
              />
            </p>
            <SampleTable review={review} />
            <ReviewForm
              review={review}
              onSaved={async () => {
                setSaved(review.companyName);
                await mutate();
              }}
            />
          </article>
        );
      })}
    </section>
  );
}
