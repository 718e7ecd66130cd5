/** The form-level failure message, with a way to reach a person when the spec offers one. */
import { SUPPORT_EMAIL } from '@shared/platform/constants';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

export function FormError({ message, contact = false }: { message: MessageKey | null; contact?: boolean }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      <p>
        <FormattedMessage id={message} />
      </p>
      {contact && (
        <a href={`mailto:${SUPPORT_EMAIL}`}>
          <FormattedMessage id="login.contact" />
        </a>
      )}
    </div>
  );
}
