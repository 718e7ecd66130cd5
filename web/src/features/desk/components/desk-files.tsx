/**
 * Many claims at once (issue 38, item 5), a section of the claims desk: one carrier's claims to file
 * exported as one file (the carrier's own layout where it publishes one, else ours), and the
 * carrier's answer file imported (./desk-files-import). Self-contained: it reads the caller's
 * companies itself, and hands the import the export made last, whose tracking numbers the answer
 * file may name.
 */
import { CARRIERS } from '@shared/carriers/carriers';
import { layoutOf } from '@shared/claims/desk-export';
import type { DeskExportInput } from '@shared/claims/desk-files-api';
import type { Reply } from '@shared/platform/replies';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportClaims } from '../api/desk-files';
import { AnswerImport } from './desk-files-import';
import { CarrierCompany } from './desk-files-pickers';

type Carrier = DeskExportInput['carrier'];
/** Follows a download link: the browser saves the file the link's headers name. */
const follow = (url: string) => window.location.assign(url);

function ExportSection({
  download,
  onExported,
}: {
  download: (url: string) => void;
  onExported: (made: Reply<'export-desk-claims'>) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [carrier, setCarrier] = useState<Carrier>('ups');
  const [companyId, setCompanyId] = useState('');
  const [layout, setLayout] = useState<'carrier' | 'desk'>('carrier');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'working' }
    | { kind: 'done'; made: Reply<'export-desk-claims'> }
    | { kind: 'failed'; error: unknown }
  >({ kind: 'idle' });
  const published = layoutOf(carrier);
  const carrierName = CARRIERS.find((entry) => entry.id === carrier)?.name ?? carrier;

  async function run() {
    setState({ kind: 'working' });
    try {
      const made = await exportClaims(
        {
          carrier,
          ...(companyId ? { companyId } : {}),
          layout: published ? layout : 'desk',
          locale: intl.locale.startsWith('fr') ? 'fr' : 'en',
        },
        download,
      );
      setState({ kind: 'done', made });
      onExported(made);
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-files-export">
      <h3 id={`${id}-title`}>
        <FormattedMessage id="desk.files.export.title" />
      </h3>
      <form
        className="form-row"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <CarrierCompany
          carrier={carrier}
          companyId={companyId}
          onCarrier={setCarrier}
          onCompany={setCompanyId}
        />
        {published && (
          <div className="field">
            <label htmlFor={`${id}-layout`}>
              <FormattedMessage id="desk.files.layout" />
            </label>
            <select
              id={`${id}-layout`}
              value={layout}
              aria-describedby={`${id}-layout-hint`}
              onChange={(event) => setLayout(event.target.value as 'carrier' | 'desk')}
            >
              <option value="carrier">
                {intl.formatMessage(
                  { id: 'desk.files.layout.carrier' },
                  { carrier: carrierName, format: published.format.toUpperCase() },
                )}
              </option>
              <option value="desk">{intl.formatMessage({ id: 'desk.files.layout.desk' })}</option>
            </select>
            <span className="field-hint" id={`${id}-layout-hint`}>
              <FormattedMessage id={`desk.files.layoutHint.${published.id}` as MessageKey} />
            </span>
          </div>
        )}
        <button type="submit" className="button primary" disabled={state.kind === 'working'}>
          <FormattedMessage id="desk.files.export.button" />
        </button>
      </form>
      <div role="status">
        {state.kind === 'working' && <FormattedMessage id="desk.files.export.working" />}
        {state.kind === 'done' && (
          <p className="form-success">
            <FormattedMessage
              id="desk.files.export.done"
              values={{ count: state.made.count, fileName: state.made.fileName }}
            />
            {state.made.capped && (
              <>
                {' '}
                <FormattedMessage id="desk.files.export.capped" values={{ count: state.made.count }} />
              </>
            )}
          </p>
        )}
      </div>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          <FormattedMessage id={messageKeyOf(state.error)} />
        </p>
      )}
    </section>
  );
}

/** `download` follows the export's link (the browser's own navigation unless a test says otherwise). */
export function DeskFiles({ download = follow }: { download?: (url: string) => void }) {
  const id = useId();
  const [lastExport, setLastExport] = useState<Reply<'export-desk-claims'> | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="desk-files">
      <h2 id={`${id}-title`}>
        <FormattedMessage id="desk.files.title" />
      </h2>
      <p>
        <FormattedMessage id="desk.files.intro" />
      </p>
      <ExportSection download={download} onExported={setLastExport} />
      <AnswerImport lastExport={lastExport} />
    </section>
  );
}
