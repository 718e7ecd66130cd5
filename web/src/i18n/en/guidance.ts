/**
 * English messages: the app's guidance (issue 25, items 1 and 2): the guided tours' buttons (their
 * steps' words come from the server, edited in the Admin Panel), the release-note pop-up and the
 * What's new panel.
 */
export const guidance = {
  'guidance.tour.label': 'Guided tour',
  'guidance.tour.progress': 'Step {current} of {total}',
  'guidance.tour.next': 'Next',
  'guidance.tour.skip': 'Skip the tour',
  'guidance.tour.end': 'End the tour',
  'guidance.tour.redirect': 'Continue on {page}',
  'guidance.tour.unavailable': 'The tour could not be loaded. Try again in a moment.',
  'guidance.notes.label': 'News',
  'guidance.notes.new': 'New in {feature}',
  'guidance.notes.close': 'Close this news',
  'guidance.notes.more': 'Show more',
  'guidance.notes.less': 'Show less',
  'guidance.whatsNew.menu': 'What’s new',
  'guidance.whatsNew.title': 'What’s new',
  'guidance.whatsNew.intro': 'Every change we published, newest first.',
  'guidance.whatsNew.empty': 'Nothing published yet.',
  'admin.releaseNote.noEntry': 'Add at least one entry.',
} as const;
