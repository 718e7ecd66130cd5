/**
 * Copies one value of the filing sheet to the clipboard (the Clipboard API), and tells the sheet
 * what happened so its polite status line announces it: a screen reader hears "Tracking number
 * copied", a browser without clipboard access (an insecure origin, a refusal) says to copy by hand.
 */
import { FormattedMessage, useIntl } from 'react-intl';

export function CopyButton({
  text,
  field,
  onResult,
}: {
  text: string;
  /** The field's label, as read: it names the button and the announcement. */
  field: string;
  onResult: (message: string) => void;
}) {
  const intl = useIntl();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      onResult(intl.formatMessage({ id: 'desk.sheet.copied' }, { field }));
    } catch {
      onResult(intl.formatMessage({ id: 'desk.sheet.copyFailed' }));
    }
  }
  return (
    <button
      type="button"
      className="button copy-button"
      aria-label={intl.formatMessage({ id: 'desk.sheet.copyLabel' }, { field })}
      onClick={() => void copy()}
    >
      <FormattedMessage id="desk.sheet.copy" />
    </button>
  );
}
