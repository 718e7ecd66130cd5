/**
 * Home, the merchant's cockpit for the past 12 months: what needs them now, the getting-started
 * checklist until every step is done (and instead of empty charts while there is nothing to
 * draw), the refunds, the carrier invoices, this month's use of the bundle (with its message from
 * 80 %), and the part still to come (the data integration report).
 */
import { BundleAlert } from '@web/components/bundle-gauge';
import { NotYetFigures } from '@web/components/dashboards-closed';
import { PageShell } from '@web/components/page-shell';
import { SalesDataReport } from '@web/components/sales-data-report';
import { allStepsDone, hasFigures, useHome } from '../api/home';
import { BundleCard } from '../components/bundle-card';
import { GettingStarted } from '../components/getting-started';
import { InvoicesChart } from '../components/invoices-chart';
import { NeedsPanel } from '../components/needs-panel';
import { RefundCards } from '../components/refund-cards';

function HomeContent() {
  const { data, error } = useHome();
  if (error || !data) return <NotYetFigures error={error} />;
  const figures = hasFigures(data);
  const checklist = !figures || !allStepsDone(data);
  return (
    <div className="home-grid">
      <BundleAlert usage={data.bundle.usage} className="wide" />
      <NeedsPanel needs={data.needs} wide={!checklist} />
      {checklist && <GettingStarted steps={data.gettingStarted} noFigures={!figures} />}
      {figures && (
        <>
          <RefundCards refunds={data.refunds} />
          <InvoicesChart invoices={data.invoices} />
        </>
      )}
      <BundleCard bundle={data.bundle} today={data.today} />
      <SalesDataReport />
    </div>
  );
}

export default function HomePage() {
  return (
    <PageShell title="page.home" intro="intro.home">
      <HomeContent />
    </PageShell>
  );
}
