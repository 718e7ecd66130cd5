/**
 * French messages: team members and the admin panel.
 * Typed against en/team.ts: a missing or extra key fails the typecheck.
 */
import type { team as en } from '../en/team';

export const team: Record<keyof typeof en, string> = {
  'team.inviteHeading': 'Inviter une personne',
  'team.firstName': 'Prénom',
  'team.lastName': 'Nom',
  'team.email': 'Adresse e-mail',
  'team.invite': 'Envoyer l’invitation',
  'team.invited': 'Invitation envoyée à {email}.',
  'team.membersHeading': 'Membres',
  'team.name': 'Nom',
  'team.role': 'Rôle',
  'team.status': 'Statut',
  'team.actions': 'Actions',
  'team.role.client_admin': 'Administrateur',
  'team.role.member': 'Membre',
  'team.status.queued': 'Invitation en attente',
  'team.status.processing': 'Invitation en cours d’envoi',
  'team.status.sent': 'Invitation envoyée',
  'team.status.failed': 'Échec de l’invitation',
  'team.status.accepted': 'Actif',
  'team.status.active': 'Actif',
  'team.you': '(vous)',
  'team.remove': 'Retirer',
  'team.removeLabel': 'Retirer {name}',
  'team.removeTitle': 'Retirer {name} ?',
  'team.removeBody': 'Cette personne ne pourra plus se connecter. Son travail reste dans votre entreprise.',
  'team.removed': 'Membre supprimé.',
  'team.adminOnly': 'Seul l’administrateur de votre entreprise peut inviter ou retirer des personnes.',
  'team.invitationInvalid': 'Ce lien d’invitation n’est pas valide.',

  'admin.unblockHeading': 'Lever un blocage de connexion',
  'admin.unblockIntro':
    'Après 100 échecs de connexion d’affilée, un compte est bloqué. Levez le blocage une fois que la personne a contacté le service client.',
  'admin.unblock': 'Lever le blocage',
  'admin.unblocked': 'Connexion débloquée pour {email}.',
  'admin.dashboardsHeading': 'Tableaux de bord d’une entreprise',
  'admin.dashboardsSwitchFirst':
    'Pour une autre entreprise, passez d’abord sur elle depuis le menu du compte.',
  'admin.dashboardsIntro':
    'Ouvrez, verrouillez ou indiquez en préparation les tableaux de bord de {company}. Verrouillés, ses utilisateurs sont invités à contacter le service client ; en préparation, ils apprennent que nous y travaillons.',
  'admin.dashboardsState': 'Tableaux de bord',
  'admin.dashboardsChoose': 'Choisir',
  'admin.dashboardsOpen': 'Ouverts',
  'admin.dashboardsLocked': 'Verrouillés : contacter le service client',
  'admin.dashboardsPreparing': 'En préparation : nous y travaillons',
  'admin.dashboardsSave': 'Enregistrer',
  'admin.dashboardsSaved': 'Enregistré. Cela vaut dès la prochaine page ouverte par ses utilisateurs.',
};
