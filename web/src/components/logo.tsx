/** The Parcel Audit mark and name, linking to a starting page. The mark is decorative. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { LogoMark } from './logo-mark';

export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className="brand">
      <LogoMark className="logo" />
      <span>
        <FormattedMessage id="app.name" />
      </span>
    </Link>
  );
}
