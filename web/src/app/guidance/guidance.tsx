/**
 * The app's guidance (issue 25, items 1 and 2), mounted once in the signed-in layout: the guided
 * tours, the release-note pop-up and the What's new panel; and the account menu's two entries.
 */
import '@web/styles/guidance.css';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { tourPageFor } from './guidance-logic';
import { openWhatsNew } from './guidance-store';
import { ReleasePopUp } from './release-pop-up';
import { TourRunner } from './tour-runner';
import { WhatsNew } from './whats-new';

export function Guidance() {
  return (
    <>
      <TourRunner />
      <ReleasePopUp />
      <WhatsNew />
    </>
  );
}

/** The Tour entry: replays the page's tour, or opens Home and plays its tour. */
export function TourMenuButton({ onChosen, icon }: { onChosen: () => void; icon?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      className="menu-item"
      onClick={() => {
        onChosen();
        navigate(tourPageFor(pathname), { state: { tour: true } });
      }}
    >
      {icon}
      <FormattedMessage id="topbar.tour" />
    </button>
  );
}

/** The What's new entry: opens the panel; focus comes back to the menu's button when it closes. */
export function WhatsNewMenuButton({ onChosen, icon }: { onChosen: () => void; icon?: ReactNode }) {
  return (
    <button
      type="button"
      className="menu-item"
      onClick={(event) => {
        const menuButton = event.currentTarget
          .closest('.disclosure')
          ?.querySelector<HTMLElement>('[aria-expanded]');
        onChosen();
        openWhatsNew(menuButton ?? null);
      }}
    >
      {icon}
      <FormattedMessage id="guidance.whatsNew.menu" />
    </button>
  );
}
