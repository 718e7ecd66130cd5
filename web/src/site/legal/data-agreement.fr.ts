/**
 * L'Accord de traitement des données (article 28 du RGPD), en français ; le texte anglais,
 * ./data-agreement.en.ts, a les mêmes sections.
 */
import { ISSUER } from '@shared/billing/issuer';
import { LEGAL_CONTACT, LEGAL_VERSIONS, type LegalDocument } from '@shared/legal/documents';

export const dataAgreementFr: LegalDocument = {
  title: 'Accord de traitement des données',
  version: LEGAL_VERSIONS.dataAgreement,
  effectiveDate: LEGAL_VERSIONS.dataAgreement,
  sections: [
    {
      id: 'parties',
      heading: '1. Parties et rôles',
      paragraphs: [
        `Le présent Accord de traitement des données (l’« Accord ») est conclu entre la société qui crée un compte sur la plateforme Parcel Audit (le « Marchand ») et ${ISSUER.name}, ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}, RCS Paris ${ISSUER.siren} (« Parcel Audit »). Il fait partie des Conditions générales et est accepté avec elles.`,
        'Pour les données personnelles que Parcel Audit traite pour le compte du Marchand afin de fournir le Service, le Marchand est responsable du traitement et Parcel Audit est sous-traitant, au sens de l’article 4 du règlement (UE) 2016/679 (le « RGPD »). Le présent Accord fixe les stipulations exigées par l’article 28 du RGPD.',
        'Pour les données dont elle a besoin pour gérer sa propre relation avec le Marchand (administration du compte, facturation, paiement, sécurité de la plateforme), Parcel Audit agit comme responsable de traitement ; ces traitements ne relèvent pas du présent Accord.',
      ],
    },
    {
      id: 'subject-matter',
      heading: '2. Objet et durée',
      paragraphs: [
        'Le traitement a pour objet l’exécution du Service décrit dans les Conditions générales : l’audit des factures de transport et des données d’expédition du Marchand, le dépôt et le suivi des réclamations auprès de ses transporteurs en son nom, et le suivi des remboursements.',
        'Le traitement dure pendant toute la durée des Conditions générales puis, après leur terme, le temps nécessaire au suivi des réclamations encore ouvertes et à la suppression ou la restitution des données prévue à l’article 14.',
      ],
    },
    {
      id: 'nature-purpose',
      heading: '3. Nature et finalités du traitement',
      paragraphs: [
        'Nature : collecte (depuis les portails transporteurs que le Marchand connecte, les fichiers qu’il importe et ses intégrations de données de ventes), enregistrement, organisation, conservation, consultation, rapprochement, utilisation, transmission au transporteur concerné par une réclamation, et effacement.',
        'Finalités : contrôler les factures de transport au regard des envois et des conditions contractuelles ; identifier les colis perdus, endommagés ou livrés en retard, les litiges de livraison, les étiquettes non utilisées et les surcharges injustifiées ; préparer, déposer et suivre les réclamations auprès des transporteurs ; suivre les remboursements et avoirs ; présenter les résultats aux utilisateurs du Marchand ; répondre à ses demandes d’assistance.',
        'Parcel Audit ne traite pas les données pour ses propres finalités, ne les vend pas, ne les utilise pas à des fins publicitaires et ne les combine pas avec les données d’autres clients, sauf sous forme de statistiques agrégées et anonymisées ne permettant d’identifier personne.',
      ],
    },
    {
      id: 'data-categories',
      heading: '4. Catégories de données personnelles',
      paragraphs: [
        'Données des destinataires, telles qu’elles figurent dans les envois, les événements de suivi, les factures et les pièces des réclamations : nom, adresse postale, code postal et pays, numéro de téléphone et adresse e-mail lorsque le transporteur ou le Marchand les fournit, et instructions de livraison.',
        'Données des colis : numéro de suivi, référence de commande, transporteur, niveau de service, poids et dimensions, valeur déclarée, événements et dates de livraison, preuve de livraison (y compris une signature ou une photo lorsque le transporteur en fournit une), et documents joints à une réclamation.',
        'Données des utilisateurs du Marchand : prénom et nom, fonction, adresse e-mail et numéro de téléphone professionnels, langue, rôle, journaux de connexion et d’activité.',
        'Le Service ne nécessite aucune catégorie particulière de données au sens de l’article 9 du RGPD. Le Marchand n’en fait pas figurer dans les fichiers qu’il transmet, ni dans les champs libres de ses réclamations.',
      ],
    },
    {
      id: 'data-subjects',
      heading: '5. Catégories de personnes concernées',
      paragraphs: [
        'Les clients du Marchand et les destinataires de ses colis, ainsi que les expéditeurs de ses retours.',
        'Le personnel du Marchand et les personnes qu’il invite à utiliser la plateforme.',
      ],
    },
    {
      id: 'instructions',
      heading: '6. Traitement sur instructions documentées',
      paragraphs: [
        'Parcel Audit ne traite les données personnelles que sur instruction documentée du Marchand, y compris en ce qui concerne les transferts vers un pays tiers. Les Conditions générales, le présent Accord ainsi que les réglages et actions choisis par les utilisateurs du Marchand sur la plateforme constituent l’ensemble de ses instructions ; toute instruction complémentaire est donnée par écrit.',
        'Si le droit de l’Union ou d’un État membre impose à Parcel Audit un autre traitement, Parcel Audit informe le Marchand de cette obligation juridique avant le traitement, sauf si ce droit l’interdit. Parcel Audit informe immédiatement le Marchand si, selon elle, une instruction constitue une violation du RGPD ou d’autres dispositions relatives à la protection des données.',
      ],
    },
    {
      id: 'confidentiality',
      heading: '7. Confidentialité',
      paragraphs: [
        'Parcel Audit veille à ce que les personnes autorisées à traiter les données personnelles (ses salariés et prestataires) s’engagent à respecter la confidentialité ou soient soumises à une obligation légale appropriée de confidentialité, soient formées à la protection des données et n’accèdent qu’aux données nécessaires à leur mission.',
      ],
    },
    {
      id: 'security',
      heading: '8. Sécurité du traitement',
      paragraphs: [
        'Conformément à l’article 32 du RGPD, Parcel Audit met en œuvre les mesures techniques et organisationnelles garantissant un niveau de sécurité adapté au risque, et les réexamine régulièrement. Elles comprennent au minimum les mesures suivantes.',
        'Chiffrement : les données sont chiffrées au repos dans la base de données et le stockage de fichiers, avec des clés gérées par AWS Key Management Service (KMS) ou par le service de stockage ; elles sont chiffrées en transit par TLS entre les navigateurs, la plateforme et les transporteurs.',
        'Cloisonnement des clients : chaque enregistrement appartient à un seul Marchand et chaque requête est limitée au Marchand de l’utilisateur connecté ; ce cloisonnement est vérifié par des tests automatisés sur chaque route.',
        'Contrôle d’accès : accès par rôle au sein de l’équipe du Marchand (administrateurs et utilisateurs) ; le personnel de Parcel Audit n’accède aux données d’un Marchand que pour fournir le Service ou l’assistance, avec des comptes individuels, et tout passage sur le compte d’un Marchand est enregistré. Les sessions prennent fin lorsqu’un utilisateur est retiré, désactivé, change de mot de passe ou se déconnecte.',
        'Identifiants transporteurs scellés : les mots de passe des portails transporteurs sont chiffrés avec une clé dédiée et un contexte lié au Marchand et à l’identifiant, ne figurent jamais dans les réponses, les journaux ou les erreurs, et chaque affichage est enregistré.',
        'Journaux et surveillance : journaux structurés exempts de mots de passe et de jetons, enregistrement des actions sensibles et alertes en cas de défaillance.',
        'Sauvegardes et résilience : sauvegarde continue de la base de données avec restauration à un instant donné sur 35 jours, hébergement réparti sur plusieurs zones de disponibilité de la région, et reprise testée des traitements interrompus.',
      ],
    },
    {
      id: 'sub-processors',
      heading: '9. Sous-traitants ultérieurs',
      paragraphs: [
        'Le Marchand donne à Parcel Audit une autorisation générale de recourir à des sous-traitants ultérieurs. Parcel Audit informe les administrateurs du Marchand par e-mail au moins trente (30) jours avant tout ajout ou remplacement d’un sous-traitant ultérieur ; le Marchand peut s’y opposer pour un motif raisonnable dans ce délai et, à défaut de solution, résilier les Conditions générales sans frais.',
        'Parcel Audit impose par contrat à chaque sous-traitant ultérieur les mêmes obligations de protection des données que celles du présent Accord, et demeure pleinement responsable envers le Marchand de l’exécution de leurs obligations.',
        'Sous-traitant ultérieur actuel : Amazon Web Services EMEA SARL, 38 avenue John F. Kennedy, L-1855 Luxembourg, pour l’hébergement de la plateforme dans la région AWS Europe (Paris), eu-west-3, en France. Les services utilisés sont : Amazon DynamoDB (base de données des audits, réclamations et comptes, Paris) ; Amazon S3 (stockage des factures, fichiers importés et pièces des réclamations, Paris) ; AWS Lambda (exécution de l’application, Paris) ; AWS Step Functions (traitements de contrôle des fichiers importés et de récupération des données de ventes, Paris) ; Amazon Simple Email Service (envoi des e-mails aux utilisateurs du Marchand, Paris) ; AWS Key Management Service (clés de chiffrement, Paris) ; AWS Transfer Family (récupération des fichiers de ventes sur le serveur SFTP du Marchand, Paris) ; Amazon CloudFront (distribution de l’application web, depuis les points de présence d’AWS).',
        'Les transporteurs auxquels les réclamations sont adressées ne sont pas des sous-traitants ultérieurs : le Marchand a son propre contrat avec eux, et Parcel Audit ne leur transmet, au nom du Marchand, que les données des envois concernés.',
      ],
    },
    {
      id: 'transfers',
      heading: '10. Transferts internationaux',
      paragraphs: [
        'Les données personnelles sont conservées et traitées dans l’Union européenne (région AWS de Paris). Parcel Audit ne les transfère pas hors de l’Espace économique européen, sauf sur instruction du Marchand (par exemple une réclamation auprès d’un transporteur établi hors de l’EEE) ou lorsque le service d’un sous-traitant ultérieur l’exige (la distribution de l’application web par des points de présence).',
        'Tout transfert de ce type repose sur une décision d’adéquation de la Commission européenne ou sur les clauses contractuelles types adoptées par la Commission (décision (UE) 2021/914), avec les mesures supplémentaires qu’elles exigent, telles qu’elles figurent dans l’avenant relatif au traitement des données d’AWS.',
      ],
    },
    {
      id: 'assistance',
      heading: '11. Assistance au Marchand',
      paragraphs: [
        'Compte tenu de la nature du traitement, Parcel Audit aide le Marchand, par des mesures techniques et organisationnelles appropriées, à répondre aux demandes des personnes concernées qui exercent leurs droits (accès, rectification, effacement, limitation, portabilité, opposition). Parcel Audit transmet sans délai au Marchand toute demande reçue directement et n’y répond pas elle-même, sauf instruction du Marchand.',
        'Parcel Audit aide également le Marchand à respecter les articles 32 à 36 du RGPD (sécurité, notification des violations, analyses d’impact et consultation préalable), compte tenu des informations à sa disposition.',
      ],
    },
    {
      id: 'breaches',
      heading: '12. Violations de données personnelles',
      paragraphs: [
        'Parcel Audit notifie au Marchand toute violation de données personnelles dans les meilleurs délais et au plus tard quarante-huit (48) heures après en avoir pris connaissance, par e-mail aux administrateurs du Marchand.',
        'La notification décrit la nature de la violation, les catégories et le nombre approximatif de personnes et d’enregistrements concernés, ses conséquences probables et les mesures prises ou proposées pour y remédier et en atténuer les effets, ainsi qu’un point de contact. Les informations qui ne sont pas disponibles immédiatement sont communiquées de manière échelonnée, sans autre retard indu. La notification à l’autorité de contrôle et aux personnes concernées reste la décision du Marchand.',
      ],
    },
    {
      id: 'audits',
      heading: '13. Information et audits',
      paragraphs: [
        'Parcel Audit met à la disposition du Marchand toutes les informations nécessaires pour démontrer le respect de l’article 28 du RGPD, dont une description de ses mesures de sécurité et les certifications et rapports de ses sous-traitants ultérieurs.',
        'Le Marchand peut réaliser un audit, lui-même ou par un auditeur indépendant tenu à la confidentialité, une fois par an ou après une violation de données personnelles, avec un préavis de trente (30) jours et sans perturber le Service ni les données des autres clients. Chaque partie supporte ses propres frais, sauf si l’audit révèle un manquement grave de Parcel Audit.',
      ],
    },
    {
      id: 'end',
      heading: '14. Suppression ou restitution en fin de contrat',
      paragraphs: [
        'À la fin des Conditions générales, le Marchand peut exporter ses données depuis la plateforme. Parcel Audit supprime ensuite les données personnelles du Marchand, y compris ses identifiants transporteurs, dans les trente (30) jours suivant la résiliation, sauf si le droit de l’Union ou d’un État membre exige leur conservation (par exemple les factures émises par Parcel Audit, conservées pendant la durée prévue par le Code de commerce).',
        'Les copies contenues dans les sauvegardes sont supprimées à l’expiration de celles-ci, dans les trente-cinq (35) jours suivant la suppression. Sur demande, Parcel Audit confirme la suppression par écrit. Les réclamations dont le Marchand a demandé la poursuite du suivi sont supprimées à leur clôture.',
      ],
    },
    {
      id: 'contact',
      heading: '15. Contact et primauté',
      paragraphs: [
        `Le Marchand peut joindre Parcel Audit au sujet des données personnelles et du présent Accord à ${LEGAL_CONTACT.privacy}, ou par courrier à ${ISSUER.name}, ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}. Le Marchand communique à Parcel Audit les coordonnées de son propre délégué à la protection des données ou de son contact, s’il en a un.`,
        'En cas de contradiction entre le présent Accord et les Conditions générales sur la protection des données personnelles, le présent Accord prévaut. Il est régi par le droit français, comme les Conditions générales.',
      ],
    },
  ],
};
