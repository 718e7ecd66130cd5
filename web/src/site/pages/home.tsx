/** The site's front page (/solution): what we recover, for whom, from which carriers, and how. */
import { CLAIM_TYPES } from '@shared/carriers/carriers';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AUDIT_POINTS,
  CARRIER_NAMES,
  FREE_MONTHS,
  POINTS_BY_CLAIM_TYPE,
  SAVINGS_UP_TO_PERCENT,
} from '../facts';
import { appHref, SiteLink } from '../link';
import type { SitePageDefinition, SitePageProps } from '../page';

function HomePage({ locale }: SitePageProps) {
  const intl = useIntl();
  const points = { points: AUDIT_POINTS };
  return (
    <>
      <section className="site-hero">
        <p className="site-eyebrow">
          <FormattedMessage id="site.home.eyebrow" />
        </p>
        <h1>
          <FormattedMessage id="site.home.title" />
        </h1>
        <p className="site-lead">
          <FormattedMessage id="site.home.lead" values={points} />
        </p>
        <div className="site-cta">
          <a className="site-button" href={appHref('/register', locale)}>
            <FormattedMessage id="site.home.cta.start" />
          </a>
          <SiteLink to="demo" className="site-button site-button-secondary">
            <FormattedMessage id="site.home.cta.demo" />
          </SiteLink>
        </div>
        <ul className="site-stats">
          <li>
            <strong>{AUDIT_POINTS}+</strong> <FormattedMessage id="site.home.stat.points" />
          </li>
          <li>
            <strong>
              <FormattedMessage
                id="site.home.stat.upTo"
                values={{ percent: intl.formatNumber(SAVINGS_UP_TO_PERCENT / 100, { style: 'percent' }) }}
              />
            </strong>{' '}
            <FormattedMessage id="site.home.stat.savings" />
          </li>
          <li>
            <strong>{FREE_MONTHS}</strong> <FormattedMessage id="site.home.stat.free" />
          </li>
        </ul>
      </section>

      <section className="site-section" aria-labelledby="recover">
        <h2 id="recover">
          <FormattedMessage id="site.home.recover.title" />
        </h2>
        <p>
          <FormattedMessage id="site.home.recover.lead" />
        </p>
        <ul className="site-cards">
          {CLAIM_TYPES.map((type) => (
            <li key={type} className="site-card">
              <h3>
                <FormattedMessage id={`claims.issue.${type}`} />
              </h3>
              <p>
                <FormattedMessage id={`site.home.recover.${type}`} />
              </p>
              <p className="site-card-figure">
                <FormattedMessage id="site.home.rules" values={{ count: POINTS_BY_CLAIM_TYPE[type] }} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="site-section site-two" aria-labelledby="who">
        <div>
          <h2 id="who">
            <FormattedMessage id="site.home.who.title" />
          </h2>
          <p>
            <FormattedMessage id="site.home.who.body" />
          </p>
        </div>
        <div>
          <h2 id="carriers">
            <FormattedMessage id="site.home.carriers.title" />
          </h2>
          <p>
            <FormattedMessage id="site.home.carriers.lead" />
          </p>
          <ul className="site-tags" aria-labelledby="carriers">
            {CARRIER_NAMES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section" aria-labelledby="how">
        <h2 id="how">
          <FormattedMessage id="site.home.how.title" />
        </h2>
        <ol className="site-steps">
          <li>
            <FormattedMessage id="site.home.how.connect" />
          </li>
          <li>
            <FormattedMessage id="site.home.how.audit" values={points} />
          </li>
          <li>
            <FormattedMessage id="site.home.how.claim" />
          </li>
          <li>
            <FormattedMessage id="site.home.how.refund" />
          </li>
        </ol>
      </section>

      <section className="site-section site-band" aria-labelledby="fee">
        <h2 id="fee">
          <FormattedMessage id="site.home.fee.title" />
        </h2>
        <p>
          <FormattedMessage id="site.home.fee.body" />
        </p>
        <SiteLink to="pricing">
          <FormattedMessage id="site.home.fee.link" />
        </SiteLink>
      </section>
    </>
  );
}

export const homePage: SitePageDefinition = {
  name: 'home',
  title: 'site.home.title',
  description: 'site.home.description',
  values: { points: AUDIT_POINTS },
  component: HomePage,
};
