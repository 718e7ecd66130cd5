/**
 * After a refused submit, the form's problems listed at its top: the summary takes the focus (its
 * title announced with the count), and each line, the field's label, links to its field (the link
 * focuses the field, which is announced with its problem: the message stays beside the field, said
 * once). It reads the fields from the form itself: the control each issue describes
 * (aria-describedby `<name>-error`, set by the form helpers) and that control's label.
 */
import { cellMessageValues } from '@shared/claims/labels';
import type { MessageKey } from '@web/i18n/en';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface SummaryFields {
  errors: Record<string, MessageKey>;
  inputs: Record<string, string>;
  /** Grows with each refused submit. */
  attempt: number;
}

interface Line {
  name: string;
  /** The field's control, when the form shows one. */
  control: HTMLElement | null;
  label: string;
}

function labelOf(control: HTMLElement): string {
  const labelled = (control as HTMLInputElement).labels?.[0]?.textContent;
  const legend = control.closest('fieldset')?.querySelector('legend')?.textContent;
  return (labelled ?? control.getAttribute('aria-label') ?? legend ?? '').trim();
}

function linesOf(scope: ParentNode, names: string[]): Line[] {
  const described = [...scope.querySelectorAll<HTMLElement>('[aria-describedby]')];
  const lines = names.map((name) => {
    const control =
      described.find((element) =>
        element.getAttribute('aria-describedby')?.split(/\s+/).includes(`${name}-error`),
      ) ?? null;
    return { name, control, label: control ? labelOf(control) : '' };
  });
  // In the order a person reads the form; issues without a field last.
  return lines.sort((a, b) => {
    if (!a.control || !b.control) return a.control ? -1 : b.control ? 1 : 0;
    return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

export function ErrorSummary({ fields }: { fields: SummaryFields }) {
  const intl = useIntl();
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const names = Object.keys(fields.errors);
  const shown = names.length > 0;

  // The fields are drawn with their issues in the same render: read them once it is committed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the issues change with `errors`; the names are read from it.
  useLayoutEffect(() => {
    const element = box.current;
    const scope = element ? (element.closest('form') ?? element.parentElement ?? document) : null;
    setLines(scope ? linesOf(scope, names) : []);
  }, [fields.errors]);

  useEffect(() => {
    if (fields.attempt > 0) box.current?.focus();
  }, [fields.attempt]);

  if (!shown) return null;
  return (
    <section className="error-summary" aria-labelledby={`${id}-title`} tabIndex={-1} ref={box}>
      <p className="error-summary-title" id={`${id}-title`}>
        <FormattedMessage id="form.summary" values={{ count: names.length }} />
      </p>
      <ul>
        {lines.map(({ name, control, label }) => {
          const key = fields.errors[name];
          if (!key) return null;
          // A problem without a field of its own (or a label) is told in full.
          const text =
            label || intl.formatMessage({ id: key }, cellMessageValues(key, fields.inputs[name] ?? ''));
          return (
            <li key={name}>
              {control?.id ? (
                <a
                  href={`#${control.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    control.focus();
                    control.scrollIntoView?.({ block: 'center' });
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
