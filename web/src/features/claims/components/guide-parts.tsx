/**
 * The pieces the two public guides are made of: a screenshot in the reader's language with its
 * caption, a message whose <link> leads to a page of the app, a section with its heading, and the
 * list of sections at the top.
 */
import { carrierById } from '@shared/carriers/carriers';
import { MAX_UPLOAD_BYTES } from '@shared/documents/uploads';
import type { PageName } from '@web/config/paths';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { useLocale } from '@web/i18n/locale';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { GUIDE_SHOTS, type GuideShot, guideShotSrc } from './guide-shots';

/** The largest file a person uploads, in MB, as the guides state it. */
export const SIZE_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
/** The example the guides give of a carrier's claim window: UPS, damage. */
export const UPS_DAMAGE_DAYS = carrierById('ups')?.claimWindows.damaged?.days ?? 0;

/** A screenshot of the real screen, taken by the browser tests, in the reader's language. */
export function GuideFigure({ shot }: { shot: GuideShot }) {
  const intl = useIntl();
  const locale = useLocale();
  const { width, height } = GUIDE_SHOTS[shot];
  const src = guideShotSrc(shot, locale);
  return (
    <figure className="guide-figure">
      {/* On a phone the screen is small: the image opens at its full size. */}
      <a href={src}>
        <img
          src={src}
          alt={intl.formatMessage({ id: `guides.alt.${shot}` as MessageKey })}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      </a>
      <figcaption>
        <FormattedMessage id={`guides.caption.${shot}` as MessageKey} />
      </figcaption>
    </figure>
  );
}

/** A message whose `<link>…</link>` leads to a page of the app. */
export function LinkedMessage({
  id,
  to,
  values,
}: {
  id: MessageKey;
  to: PageName;
  values?: Record<string, string | number>;
}) {
  return (
    <FormattedMessage
      id={id}
      values={{ ...values, link: (chunks: ReactNode[]) => <Link to={paths[to]}>{chunks}</Link> }}
    />
  );
}

/** One section of a guide: its heading (linked from the list at the top) and its content. */
export function GuideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: MessageKey;
  children: ReactNode;
}) {
  return (
    <section className="guide-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** The guide's sections, as links to their headings. */
export function GuideContents({ sections }: { sections: { id: string; title: MessageKey }[] }) {
  const intl = useIntl();
  return (
    <nav className="guide-contents" aria-label={intl.formatMessage({ id: 'guides.onThisPage' })}>
      <p>
        <FormattedMessage id="guides.onThisPage" />
      </p>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}-title`}>
              <FormattedMessage id={section.title} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A guide's list of terms: each with its explanation and, on a line of its own, what it needs. */
export function GuideTerms({
  terms,
}: {
  terms: { key: string; term: MessageKey; explanation: MessageKey; needs: MessageKey }[];
}) {
  return (
    <dl className="guide-terms">
      {terms.map((item) => (
        <div key={item.key}>
          <dt>
            <FormattedMessage id={item.term} />
          </dt>
          <dd>
            <FormattedMessage id={item.explanation} />
            <br />
            <span className="guide-needs">
              <FormattedMessage id={item.needs} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
