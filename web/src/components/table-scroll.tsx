/**
 * The one way a wide table fits a narrow screen: it scrolls sideways inside its own box (the page
 * never does), its first column (the key: tracking number, name, file) held in view by CSS
 * (styles/responsive.css). The box is a labelled region reachable by keyboard, so it scrolls with
 * the arrow keys too.
 */
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
