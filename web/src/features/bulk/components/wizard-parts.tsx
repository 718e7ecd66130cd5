/** Pieces the bulk wizard's steps share: the steps' names, the file as read, a progress bar, the stepper, the back and next buttons. */
import type { Sheet } from '@shared/sheets/read-sheet';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export const STEPS = ['upload', 'match', 'fix', 'submit'] as const;
export type Step = (typeof STEPS)[number];

/** The file as read: its name, the file itself (to read again with another sheet or header row) and its sheet. */
export interface FileData extends Sheet {
  name: string;
  source: File;
}

export function Progress({ label, value }: { label: MessageKey; value: number }) {
  const intl = useIntl();
  return (
    <div className="bulk-progress">
      <progress max={1} value={value} aria-label={intl.formatMessage({ id: label })} />
      <span aria-hidden="true">{Math.round(value * 100)} %</span>
    </div>
  );
}

export function Stepper({ step }: { step: Step }) {
  return (
    <ol className="stepper">
      {STEPS.map((name, index) => (
        <li
          key={name}
          className={name === step ? 'current' : STEPS.indexOf(step) > index ? 'done' : undefined}
          aria-current={name === step ? 'step' : undefined}
        >
          <span className="stepper-number">{index + 1}</span>
          <FormattedMessage id={`bulk.step.${name}` as MessageKey} />
        </li>
      ))}
    </ol>
  );
}

/** A step's buttons: back to the step before, and on (which first shows what stops it, if anything does). */
export function StepButtons({
  back,
  next,
  onBack,
  onNext,
}: {
  back: ReactNode;
  next: ReactNode;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={onBack}>
        {back}
      </button>
      <button type="button" className="button primary" onClick={onNext}>
        {next}
      </button>
    </div>
  );
}
