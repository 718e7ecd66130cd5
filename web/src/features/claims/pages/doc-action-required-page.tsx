/**
 * The public guide to action required (issue 23): what an investigation can wait for from the
 * merchant (the kinds and their explanations come from the claims area and shared/claims/actions,
 * which also says which ones hold the filing back), how to answer in the modals or with sales
 * invoices named by order number, the deadlines, and what follows. The screenshots are taken by
 * test/e2e/documentation-guides.spec.ts.
 */
import { ACTION_KINDS, FILING_NEEDS, MESSAGE_LIMITS, normaliseReference } from '@shared/claims/actions';
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
  { id: 'what', title: 'guides.action.what.title' },
  { id: 'answer', title: 'guides.action.answer.title' },
  { id: 'sales', title: 'guides.action.sales.title' },
  { id: 'deadlines', title: 'guides.action.deadlines.title' },
  { id: 'after', title: 'guides.action.after.title' },
];

/** An order number and the invoice file that answers it. */
const ORDER = 'FR/2024/7';
const ORDER_FILE = `${normaliseReference(ORDER)}.pdf`;

function ActionKinds() {
  return (
    <GuideTerms
      terms={ACTION_KINDS.map((kind) => ({
        key: kind,
        term: `actions.kind.${kind}`,
        explanation: `actions.explain.${kind}`,
        needs: FILING_NEEDS.includes(kind) ? 'guides.action.blocks' : 'guides.action.during',
      }))}
    />
  );
}

export default function DocActionRequiredPage() {
  return (
    <PageShell title="page.docActionRequired" intro="intro.docActionRequired">
      <div className="guide">
        <GuideContents sections={SECTIONS} />

        <GuideSection id="what" title="guides.action.what.title">
          <p>
            <LinkedMessage id="guides.action.what.body" to="actionRequired" />
          </p>
          <ActionKinds />
        </GuideSection>

        <GuideSection id="answer" title="guides.action.answer.title">
          <ol className="guide-steps">
            <li>
              <p>
                <LinkedMessage id="guides.action.answer.step1" to="actionRequired" />
              </p>
              <GuideFigure shot="action-list" />
            </li>
            <li>
              <p>
                <FormattedMessage
                  id="guides.action.answer.step2"
                  values={{ size: SIZE_MB, min: MESSAGE_LIMITS.min }}
                />
              </p>
              <GuideFigure shot="action-goods" />
              <GuideFigure shot="action-invoice" />
            </li>
            <li>
              <p>
                <LinkedMessage id="guides.action.answer.step3" to="carrierInformation" />
              </p>
            </li>
          </ol>
          <p>
            <FormattedMessage id="guides.action.answer.details" />
          </p>
        </GuideSection>

        <GuideSection id="sales" title="guides.action.sales.title">
          <p>
            <FormattedMessage id="guides.action.sales.body" values={{ example: ORDER_FILE, order: ORDER }} />
          </p>
          <GuideFigure shot="sales-invoices" />
        </GuideSection>

        <GuideSection id="deadlines" title="guides.action.deadlines.title">
          <p>
            <FormattedMessage id="guides.action.deadlines.body" values={{ days: UPS_DAMAGE_DAYS }} />
          </p>
          <p>
            <FormattedMessage id="guides.action.deadlines.carrier" />
          </p>
        </GuideSection>

        <GuideSection id="after" title="guides.action.after.title">
          <p>
            <LinkedMessage id="guides.action.after.body" to="docStartInvestigation" />
          </p>
        </GuideSection>

        <p className="guide-next">
          <Link to={paths.docStartInvestigation}>
            <FormattedMessage id="guides.otherGuide.action" />
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
