/**
 * The claims desk (issue 38): the claims of every company the person works (every client company
 * for a platform admin, the assigned ones for provider staff), in five lanes with their counts,
 * filtered, a page at a time; one claim open beside the lane (the whole screen on a phone) to
 * record what was done with the carrier and what it answered. The lane, the filters and the open
 * claim are the address's query (api/desk-query.ts), so a view is shared by its link and the back
 * button goes back through the views.
 *
 * Parts other helpers add drop in where the comments below say: the carriers' bulk files and answer
 * files (`components/desk-files.tsx`) and the tray of carrier e-mails that name no claim
 * (`components/mail-tray.tsx`).
 */

import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import { messageKeyOf } from '@web/lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type DeskAnswer, useDeskLane, useDeskScope } from '../api/desk';
import { type ClaimRef, claimRefText, deskSearch, filtersInUse, readDeskView } from '../api/desk-query';
import { DeskClaimPanel } from '../components/desk-claim-panel';
import { DeskFiles } from '../components/desk-files';
import { DeskFiltersForm } from '../components/desk-filters';
import { DeskList } from '../components/desk-list';
import { LaneTabs, type LaneTotals } from '../components/lane-tabs';
import { MailTray } from '../components/mail-tray';

export default function DeskPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { filters, claim } = readDeskView(search);
  const lane = useDeskLane(filters);
  const scope = useDeskScope().data;
  const first = lane.data?.[0];
  // The counts stay in the tabs while another lane is read (they do not depend on the lane).
  const [totals, setTotals] = useState<LaneTotals | null>(null);
  useEffect(() => {
    if (first)
      setTotals({ counts: first.counts, closingSoon: first.closingSoon, windowClosed: first.windowClosed });
  }, [first]);

  // Closing a claim (Back, Escape, the browser's back button) gives focus back to its row, or to
  // the lane's heading when the claim has left the lane.
  const previous = useRef<ClaimRef | null>(claim);
  const rows = lane.data ? lane.data.flatMap((page) => page.claims) : null;
  useEffect(() => {
    const closed = previous.current;
    previous.current = claim;
    if (!closed || claim) return;
    const row = document.querySelector<HTMLElement>(
      `[data-claim="${CSS.escape(claimRefText(closed))}"] .desk-row-link`,
    );
    (row ?? document.getElementById('desk-list-heading'))?.focus();
  }, [claim]);

  const keepRow = (ref: ClaimRef) => (answer: DeskAnswer) => {
    void lane.mutate(
      (pages) =>
        pages?.map((page) => ({
          ...page,
          claims: page.claims.flatMap((row) =>
            row.companyId === ref.companyId && row.claimId === ref.claimId
              ? answer.row && answer.row.lane === page.lane
                ? [answer.row]
                : []
              : [row],
          ),
        })),
      { revalidate: true },
    );
  };

  return (
    <PageShell title="page.desk" intro="intro.desk">
      <div className={claim ? 'desk-page with-detail' : 'desk-page'}>
        <LaneTabs filters={filters} totals={totals} />
        {/* Drawn anew when the filters change (the back button), not when only the lane does. */}
        <DeskFiltersForm
          key={deskSearch({ filters: { ...filters, lane: 'to_file' }, claim: null })}
          filters={filters}
          scope={scope}
        />
        {scope && scope.companies.length === 0 && (
          <p className="notice-inline warning desk-no-company">
            <FormattedMessage id="desk.noCompany" />
          </p>
        )}
        {lane.error && <FormError message={messageKeyOf(lane.error)} />}
        <div className="desk">
          <DeskList
            pages={lane}
            rows={rows}
            filters={filters}
            filtered={filtersInUse(filters) > 0}
            selected={claim}
          />
          {claim && (
            <DeskClaimPanel
              key={claimRefText(claim)}
              claimRef={claim}
              onClose={() => navigate(deskSearch({ filters, claim: null }))}
              onAnswer={keepRow(claim)}
            />
          )}
        </div>
        <MailTray {...(filters.companyId ? { companyId: filters.companyId } : {})} />
        <DeskFiles />
      </div>
    </PageShell>
  );
}
