/** Messages en français de la réservation d’une démo (/fr/demo) et de la page d’une réservation (/fr/demo/booking). */
import type { siteDemo as en } from '../en/site-demo';

export const siteDemo: Record<keyof typeof en, string> = {
  'site.demo.title': 'Réserver une démo',
  'site.demo.description':
    'Réservez une démo de Parcel Audit de 30\u00a0minutes avec notre équipe\u00a0: voyez ce que vos transporteurs vous doivent, et comment les réclamations sont déposées pour vous.',
  'site.demo.lead':
    'Trente minutes avec notre équipe\u00a0: nous vous montrons l’audit d’une vraie facture de transport, les réclamations qu’il dépose et ce qu’il récupérerait pour vous.',
  'site.demo.needsJs':
    'La réservation d’un créneau a besoin de JavaScript, désactivé dans ce navigateur. Écrivez-nous plutôt depuis la page contact\u00a0: nous trouverons un moment ensemble.',
  'site.demo.contactLink': 'Nous contacter',
  'site.demo.slotsTitle': 'Choisissez un créneau',
  'site.demo.loading': 'Chargement des créneaux…',
  'site.demo.failed': 'Les créneaux n’ont pas pu être chargés. Réessayez dans un instant, ou écrivez-nous.',
  'site.demo.none':
    'Aucun créneau n’est ouvert dans les quatre prochaines semaines. Écrivez-nous et nous trouverons un moment ensemble.',
  'site.demo.timeZone': 'Les heures sont celles de votre fuseau horaire ({zone}).',
  'site.demo.slotLabel': '{time}, {minutes}\u00a0min',
  'site.demo.formTitle': 'Vos coordonnées',
  'site.demo.chosen': 'Créneau choisi\u00a0: {when}',
  'site.demo.chooseFirst': 'Choisissez d’abord un créneau.',
  'site.demo.name': 'Nom',
  'site.demo.email': 'Adresse e-mail professionnelle',
  'site.demo.company': 'Entreprise',
  'site.demo.parcels': 'Colis expédiés par mois (facultatif)',
  'site.demo.book': 'Réserver ce créneau',
  'site.demo.sending': 'Réservation…',
  'site.demo.offline': 'La réservation n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
  'site.demo.summary': 'Merci de vérifier le formulaire',
  'site.demo.bookedTitle': 'Votre démo est réservée',
  'site.demo.bookedBody':
    'À bientôt, le {when}. Nous avons envoyé la confirmation à {email}, avec une invitation pour votre agenda et le lien pour annuler ou déplacer la démo.',

  'site.demoBooking.title': 'Votre réservation de démo',
  'site.demoBooking.description': 'Consultez, annulez ou déplacez la démo réservée avec Parcel Audit.',
  'site.demoBooking.lead':
    'La démo réservée avec notre équipe\u00a0: annulez-la ou déplacez-la sur un autre créneau.',
  'site.demoBooking.loading': 'Chargement de votre réservation…',
  'site.demoBooking.invalid':
    'Ce lien ne mène à aucune réservation. Utilisez le lien de votre e-mail de confirmation, ou réservez une nouvelle démo.',
  'site.demoBooking.bookAgain': 'Réserver une démo',
  'site.demoBooking.when': 'Quand',
  'site.demoBooking.who': 'Réservée par',
  'site.demoBooking.status': 'État',
  'site.demoBooking.booked': 'Réservée',
  'site.demoBooking.cancelledStatus': 'Annulée',
  'site.demoBooking.past': 'Cette démo a commencé ou est passée\u00a0: elle ne peut plus être modifiée.',
  'site.demoBooking.cancel': 'Annuler la démo',
  'site.demoBooking.cancelling': 'Annulation…',
  'site.demoBooking.cancelled': 'Votre démo est annulée. Nous vous avons envoyé un e-mail pour le confirmer.',
  'site.demoBooking.move': 'La déplacer sur un autre créneau',
  'site.demoBooking.moveTitle': 'Choisissez un autre créneau',
  'site.demoBooking.moveTo': 'Déplacer sur ce créneau',
  'site.demoBooking.moving': 'Déplacement…',
  'site.demoBooking.moved':
    'Votre démo est déplacée au {when}. Nous vous avons envoyé la nouvelle invitation.',
  'site.demoBooking.noOther': 'Aucun autre créneau n’est ouvert dans les quatre prochaines semaines.',
};
