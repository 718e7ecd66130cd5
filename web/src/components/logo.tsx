/** The Parcel Audit mark and name, linking to a starting page. The mark is decorative. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className="brand">
      <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0f3d5e" />
        <path
          d="M8 11l8-4 8 4v10l-8 4-8-4zM8 11l8 4 8-4M16 15v10"
          fill="none"
          stroke="#5fd3c4"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <FormattedMessage id="app.name" />
      </span>
    </Link>
  );
}
