/**
 * Choosing files, drawn alike everywhere (the visual system, issue 25): a visible label, a trigger
 * that looks like the house's buttons (or, with `drop`, a zone files can also be dropped on), the
 * file names chosen, and the focus ring on the trigger while the keyboard is on the input.
 *
 * The input itself stays in the page, visually hidden but not `display: none`: the keyboard reaches
 * it (Enter or Space opens the browser's dialog), a screen reader reads its name, and tests set
 * files on it. With a `label` the input is named by that label alone (aria-labelledby), else by the
 * trigger's text; the names chosen describe it (the input is emptied after each choice, so that
 * the same file chosen again counts).
 */
import { FileText, Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export function FilePicker({
  label,
  trigger = <FormattedMessage id="upload.choose" />,
  drop = false,
  after,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  showChosen = true,
  onFiles,
}: {
  /** The field's visible label, and then the input's name. */
  label?: ReactNode;
  /** The trigger's text; "Choose a file" by default. */
  trigger?: ReactNode;
  /** A zone files can be dropped on, "or drop it here" after the trigger. */
  drop?: boolean;
  /** More words in the trigger after the button (the types and size allowed). */
  after?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The ids of the hints or errors that describe the input. */
  describedBy?: string;
  /** Whether to show the names chosen last (off where the caller lists them, with progress). */
  showChosen?: boolean;
  /** The files chosen or dropped (one at most without `multiple`). */
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const chosenId = `${id}-chosen`;
  const [chosen, setChosen] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  function take(list: FileList | null) {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    if (files.length === 0) return;
    setChosen(files.map((file) => file.name));
    onFiles(files);
  }

  const dropping = drop && !disabled;
  const shown = showChosen && chosen.length > 0;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className={`file-picker${drop ? ' has-drop' : ''}`}>
      {label && (
        <span id={labelId} className="file-picker-label">
          {label}
        </span>
      )}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={[shown ? chosenId : '', describedBy ?? ''].join(' ').trim() || undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`file-picker-trigger${drop ? ' drop-zone' : ''}${over ? ' over' : ''}`}
        onDragOver={
          dropping
            ? (event) => {
                event.preventDefault();
                setOver(true);
              }
            : undefined
        }
        onDragLeave={dropping ? () => setOver(false) : undefined}
        onDrop={dropping ? onDrop : undefined}
      >
        <span className="button">
          <Upload size={18} strokeWidth={1.8} aria-hidden="true" focusable="false" />
          {trigger}
        </span>
        {drop && (
          <>
            {' '}
            <FormattedMessage id="upload.drop" />
          </>
        )}
        {after && <> {after}</>}
      </label>
      {shown && (
        <ul id={chosenId} className="file-picker-chosen">
          {chosen.map((name) => (
            <li key={name}>
              <FileText size={16} strokeWidth={1.8} aria-hidden="true" focusable="false" />
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
