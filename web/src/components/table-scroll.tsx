/**
 * The one way a wide table fits a narrow screen: it scrolls sideways inside its own box (the page
 * never does), its first column (the key: tracking number, name, file) held in view by CSS
 * (styles/responsive.css). The box is a labelled group reachable by keyboard, so it scrolls with
 * the arrow keys too (a group, not a region: no landmark named again inside its section).
 */
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset holds form controls; this is a scrolling box around a table.
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
