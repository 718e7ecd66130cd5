/**
 * A menu's entries as a list of links and buttons (class `menu-item`, each with its icon), opened
 * from a disclosure button: Tab walks them as anywhere else, and the arrow keys, Home and End move
 * between them as in a menu. It stays a list of links and buttons (not role="menu"), which every
 * screen reader reads as it is.
 */
import type { KeyboardEvent, ReactNode } from 'react';

const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at <= 0 ? count - 1 : at - 1),
  Home: () => 0,
  End: (_at, count) => count - 1,
};

export function MenuList({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('.menu-item')];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[step(at, items.length)]?.focus();
  };
  return (
    <ul id={id} className={`menu-list${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
      {children}
    </ul>
  );
}
