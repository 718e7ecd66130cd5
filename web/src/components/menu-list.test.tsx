/**
 * A menu's list of links and buttons: the arrow keys move between its entries (wrapping round),
 * Home and End go to the first and the last, and other keys are left alone.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuList } from './menu-list';

afterEach(cleanup);

function draw() {
  render(
    <MenuList id="menu">
      <li>
        <a className="menu-item" href="/profile">
          Profile
        </a>
      </li>
      <li>
        <button type="button" className="menu-item">
          Tour
        </button>
      </li>
      <li>
        <button type="button" className="menu-item">
          Sign Out
        </button>
      </li>
    </MenuList>,
  );
  return {
    profile: screen.getByRole('link', { name: 'Profile' }),
    tour: screen.getByRole('button', { name: 'Tour' }),
    signOut: screen.getByRole('button', { name: 'Sign Out' }),
  };
}

describe('MenuList', () => {
  it('moves down and up between its entries, wrapping round', () => {
    // Prepare
    const { profile, tour, signOut } = draw();
    profile.focus();

    // Act, Assess
    fireEvent.keyDown(profile, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tour);
    fireEvent.keyDown(tour, { key: 'ArrowDown' });
    fireEvent.keyDown(signOut, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(signOut);
  });

  it('goes to the first and the last entry with Home and End, and leaves other keys alone', () => {
    // Prepare
    const { profile, tour, signOut } = draw();
    tour.focus();

    // Act, Assess
    fireEvent.keyDown(tour, { key: 'End' });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(signOut, { key: 'Home' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'x' });
    expect(document.activeElement).toBe(profile);
  });
});
