/**
 * French messages: the app's guidance (issue 25, items 1 and 2). French typography: a non-breaking
 * space (\u00a0) before : ; ? ! and the typographic apostrophe ’.
 */
import type { guidance as en } from '../en/guidance';

export const guidance: Record<keyof typeof en, string> = {
  'guidance.tour.label': 'Visite guidée',
  'guidance.tour.progress': 'Étape {current} sur {total}',
  'guidance.tour.next': 'Suivant',
  'guidance.tour.skip': 'Passer la visite',
  'guidance.tour.end': 'Terminer la visite',
  'guidance.tour.redirect': 'Continuer sur {page}',
  'guidance.tour.unavailable': 'La visite n’a pas pu être chargée. Réessayez dans un instant.',
  'guidance.notes.label': 'Nouveautés',
  'guidance.notes.new': 'Nouveau dans {feature}',
  'guidance.notes.close': 'Fermer cette nouveauté',
  'guidance.notes.more': 'Afficher plus',
  'guidance.notes.less': 'Afficher moins',
  'guidance.whatsNew.menu': 'Nouveautés',
  'guidance.whatsNew.title': 'Nouveautés',
  'guidance.whatsNew.intro': 'Tous les changements publiés, du plus récent au plus ancien.',
  'guidance.whatsNew.empty': 'Rien n’a encore été publié.',
  'admin.releaseNote.noEntry': 'Ajoutez au moins une entrée.',
};
