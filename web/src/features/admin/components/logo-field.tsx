/**
 * A case study's logo: pick a PNG, JPEG or WebP file of at most 64 KB, see it, or remove it. The
 * file's type is read from its first bytes here (a clear message at once) and again by the server.
 */
import { type Logo, logoSource, logoTypeOf, MAX_LOGO_BYTES } from '@shared/admin/logo';
import { FilePicker } from '@web/components/file-picker';
import type { Fields } from '@web/components/form';
import type { MessageKey } from '@web/i18n/en';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Base64 of bytes, a chunk at a time (a whole file spread into one call overflows the stack). */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192)
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return btoa(text);
}

export function LogoField({
  value,
  customer,
  onChange,
  fields,
}: {
  value: Logo | null;
  customer: string;
  onChange: (logo: Logo | null) => void;
  fields: Fields;
}) {
  const intl = useIntl();
  const id = useId();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const hintId = `${id}-hint`;
  return (
    <div className="field logo-field">
      <FilePicker
        label={<FormattedMessage id="admin.logo.label" />}
        accept="image/png,image/jpeg,image/webp"
        describedBy={hintId}
        invalid={problem !== null}
        // The preview below shows the logo chosen.
        showChosen={false}
        onFiles={async ([file]) => {
          if (!file) return;
          if (file.size > MAX_LOGO_BYTES) {
            setProblem('admin.logo.tooLarge');
            return;
          }
          const bytes = new Uint8Array(await file.arrayBuffer());
          const contentType = logoTypeOf(bytes);
          if (!contentType) {
            setProblem('admin.logo.wrongType');
            return;
          }
          setProblem(null);
          onChange({ contentType, data: base64Of(bytes) });
        }}
      />
      <p id={hintId} className={problem ? 'field-error' : 'field-hint'}>
        <FormattedMessage id={problem ?? 'admin.logo.hint'} values={{ size: MAX_LOGO_BYTES / 1024 }} />
      </p>
      {value && (
        <img
          className="logo-preview"
          src={logoSource(value)}
          alt={intl.formatMessage({ id: 'admin.logo.alt' }, { customer: customer || '…' })}
        />
      )}
      {value && (
        <button type="button" className="button small" onClick={() => onChange(null)}>
          <FormattedMessage id="admin.logo.remove" />
        </button>
      )}
      {fields.message('logo')}
    </div>
  );
}
