/**
 * The public guide to starting an investigation (issue 23): what one is, the claim types and what
 * each needs, one claim with the form, many with a bulk file, and what follows. The types, the
 * bulk columns, the states and the carriers' windows are read from the shared rules, so the guide
 * says what the product does; the screenshots are taken by test/e2e/documentation-guides.spec.ts.
 */
import { BULK_COLUMNS, MIN_COLUMNS, REQUIRED_COLUMNS } from '@shared/bulk/columns';
import { CLAIM_TYPES } from '@shared/carriers/carriers';
import { CLAIM_STAGES, CLAIM_STATES, STAGE_OF } from '@shared/claims/lifecycle';
import { CLAIM_ISSUES } from '@shared/claims/schema';
import { PageShell } from '@web/components/page-shell';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  GuideContents,
  GuideFigure,
  GuideSection,
  GuideTerms,
  LinkedMessage,
  SIZE_MB,
  UPS_DAMAGE_DAYS,
} from '../components/guide-parts';

const SECTIONS: { id: string; title: MessageKey }[] = [
  { id: 'what', title: 'guides.start.what.title' },
  { id: 'types', title: 'guides.start.types.title' },
  { id: 'single', title: 'guides.start.single.title' },
  { id: 'bulk', title: 'guides.start.bulk.title' },
  { id: 'next', title: 'guides.start.next.title' },
];

const openedByMerchant = (type: string) => (CLAIM_ISSUES as readonly string[]).includes(type);

function ClaimTypes() {
  return (
    <GuideTerms
      terms={CLAIM_TYPES.map((type) => ({
        key: type,
        term: `claims.issue.${type}`,
        explanation: `guides.type.${type}`,
        needs:
          type === 'damaged'
            ? 'guides.needs.damaged'
            : openedByMerchant(type)
              ? 'guides.needs.merchant'
              : 'guides.needs.audit',
      }))}
    />
  );
}

function BulkColumns() {
  return (
    <ul className="guide-columns">
      {BULK_COLUMNS.map((column) => (
        <li key={column}>
          <code>{column}</code> <FormattedMessage id={`bulk.column.${column}`} />
          {REQUIRED_COLUMNS.start.includes(column) && (
            <>
              {' '}
              (<FormattedMessage id="guides.start.bulk.required" />)
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function States() {
  return (
    <dl className="guide-terms">
      {CLAIM_STAGES.map((stage) => (
        <div key={stage}>
          <dt>
            <FormattedMessage id={`claims.stage.${stage}`} />
          </dt>
          <dd>
            <FormattedMessage id={`guides.stage.${stage}`} />
            <ul className="guide-states">
              {CLAIM_STATES.filter((state) => STAGE_OF[state] === stage).map((state) => (
                <li key={state}>
                  <FormattedMessage id={`claims.state.${state}`} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function DocStartInvestigationPage() {
  return (
    <PageShell title="page.docStartInvestigation" intro="intro.docStartInvestigation">
      <div className="guide">
        <GuideContents sections={SECTIONS} />

        <GuideSection id="what" title="guides.start.what.title">
          <p>
            <FormattedMessage id="guides.start.what.body" />
          </p>
          <p>
            <FormattedMessage id="guides.start.what.audit" />
          </p>
        </GuideSection>

        <GuideSection id="types" title="guides.start.types.title">
          <p>
            <FormattedMessage id="guides.start.types.intro" />
          </p>
          <ClaimTypes />
          <p>
            <FormattedMessage id="guides.start.window" values={{ days: UPS_DAMAGE_DAYS }} />
          </p>
        </GuideSection>

        <GuideSection id="single" title="guides.start.single.title">
          <ol className="guide-steps">
            <li>
              <p>
                <LinkedMessage id="guides.start.single.step1" to="carrierInformation" />
              </p>
              <GuideFigure shot="carrier-account" />
            </li>
            <li>
              <p>
                <LinkedMessage id="guides.start.single.step2" to="startInvestigation" />
              </p>
              <GuideFigure shot="claim-parcel" />
            </li>
            <li>
              <p>
                <FormattedMessage id="guides.start.single.step3" />
              </p>
              <GuideFigure shot="claim-goods" />
            </li>
            <li>
              <p>
                <FormattedMessage id="guides.start.single.step4" values={{ size: SIZE_MB }} />
              </p>
              <GuideFigure shot="claim-documents" />
            </li>
            <li>
              <p>
                <FormattedMessage id="guides.start.single.step5" />
              </p>
            </li>
          </ol>
        </GuideSection>

        <GuideSection id="bulk" title="guides.start.bulk.title">
          <ol className="guide-steps">
            <li>
              <p>
                <FormattedMessage
                  id="guides.start.bulk.step1"
                  values={{
                    start: MIN_COLUMNS.start,
                    update: MIN_COLUMNS.update,
                    link: (chunks) => <Link to={`${paths.startInvestigation}?mode=bulk`}>{chunks}</Link>,
                  }}
                />
              </p>
              <GuideFigure shot="bulk-upload" />
              <p>
                <FormattedMessage id="guides.start.bulk.columns" />
              </p>
              <BulkColumns />
              <p>
                <FormattedMessage id="guides.start.bulk.issues" />
              </p>
            </li>
            <li>
              <p>
                <FormattedMessage id="guides.start.bulk.step2" values={{ size: SIZE_MB }} />
              </p>
            </li>
            <li>
              <p>
                <FormattedMessage id="guides.start.bulk.step3" />
              </p>
              <GuideFigure shot="bulk-fix" />
            </li>
            <li>
              <p>
                <FormattedMessage id="guides.start.bulk.step4" />
              </p>
              <GuideFigure shot="bulk-done" />
            </li>
          </ol>
        </GuideSection>

        <GuideSection id="next" title="guides.start.next.title">
          <p>
            <LinkedMessage id="guides.start.next.body" to="actionRequired" />
          </p>
          <p>
            <FormattedMessage id="guides.start.next.stages" />
          </p>
          <States />
          <GuideFigure shot="claim-details" />
          <p>
            <FormattedMessage id="guides.start.next.follow" />
          </p>
        </GuideSection>

        <p className="guide-next">
          <Link to={paths.docActionRequired}>
            <FormattedMessage id="guides.otherGuide.start" />
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
