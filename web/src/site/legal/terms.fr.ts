/** Les Conditions générales, en français (le texte anglais, ./terms.en.ts, a les mêmes sections). */
import { ISSUER } from '@shared/billing/issuer';
import { LEGAL_CONTACT, LEGAL_VERSIONS, type LegalDocument } from '@shared/legal/documents';

const company = `${ISSUER.name}, société par actions simplifiée au capital de ${ISSUER.capital}, immatriculée au registre du commerce et des sociétés de Paris sous le numéro ${ISSUER.siren}, dont le siège social est situé ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}, numéro de TVA intracommunautaire ${ISSUER.vatNumber}`;

export const termsFr: LegalDocument = {
  title: 'Conditions générales',
  version: LEGAL_VERSIONS.terms,
  effectiveDate: LEGAL_VERSIONS.terms,
  sections: [
    {
      id: 'parties',
      heading: '1. Parties et objet',
      paragraphs: [
        `Les présentes Conditions générales (les « Conditions ») sont conclues entre ${company} (« Parcel Audit », « nous »), et la société qui crée un compte sur la plateforme Parcel Audit (le « Marchand », « vous »).`,
        'Elles définissent la manière dont Parcel Audit audite les factures de transport du Marchand, dépose et suit les réclamations auprès des transporteurs et suit les remboursements obtenus, ainsi que les conditions financières du Service. Le Service est réservé aux professionnels agissant pour les besoins de leur activité ; il n’est pas proposé aux consommateurs.',
        'La personne qui crée le compte déclare avoir le pouvoir d’engager le Marchand. En cochant la case d’acceptation lors de l’inscription, le Marchand accepte les présentes Conditions et l’Accord de traitement des données, dans les versions affichées sur la page d’inscription ; la plateforme enregistre les versions acceptées et la date d’acceptation.',
      ],
    },
    {
      id: 'definitions',
      heading: '2. Définitions',
      paragraphs: [
        '« Transporteur » : société de transport de colis dont le Marchand utilise les services (par exemple un opérateur postal national ou un transporteur express). « Compte transporteur » : le compte client du Marchand chez un Transporteur, y compris son portail en ligne.',
        '« Réclamation » ou « Enquête » : demande adressée à un Transporteur en vue d’un remboursement ou d’un avoir sur un envoi ou une ligne de facture (colis perdu ou endommagé, retard de livraison, litige de livraison, étiquette non utilisée, surcharge injustifiée, notamment).',
        '« Montant récupéré » : toute somme qu’un Transporteur verse ou crédite effectivement au Marchand à la suite d’une Réclamation, par paiement, par avoir ou par compensation sur une facture ultérieure.',
        '« Service » : l’audit des factures de transport et des données d’expédition, le dépôt et le suivi des Réclamations, le suivi des remboursements, les tableaux de bord et les fonctionnalités associées de la plateforme.',
      ],
    },
    {
      id: 'service',
      heading: '3. Le Service',
      paragraphs: [
        'Parcel Audit contrôle les factures de transport et les données de suivi du Marchand au regard de ses règles d’audit (délais de livraison, poids et dimensions, surcharges, doubles facturations et conditions contractuelles, notamment), ouvre une Enquête pour chaque anomalie qu’un Transporteur accepterait comme preuve, dépose la Réclamation auprès du Transporteur, répond à ses demandes et la suit jusqu’à sa clôture.',
        'Le Marchand voit sur la plateforme chaque Enquête, son état, les réponses du Transporteur et les montants crédités, et peut ajouter les documents qu’un Transporteur demande (factures des marchandises, photos, attestations).',
        'Parcel Audit s’engage à agir avec le soin d’un professionnel diligent (obligation de moyens). La décision d’accepter ou de refuser une Réclamation et le montant accordé appartiennent au seul Transporteur : Parcel Audit ne garantit aucun remboursement ni aucun montant d’économies.',
        'Parcel Audit peut faire évoluer les fonctionnalités du Service pour l’améliorer, à condition que les fonctionnalités essentielles décrites au présent article restent disponibles.',
      ],
    },
    {
      id: 'mandate',
      heading: '4. Mandat de réclamation au nom du Marchand',
      paragraphs: [
        'En acceptant les présentes Conditions, le Marchand donne mandat à Parcel Audit, au sens des articles 1984 et suivants du Code civil, de déposer en son nom et pour son compte les Réclamations que le Service identifie ou que le Marchand demande, auprès de chaque Transporteur dont le Marchand connecte le Compte transporteur ou dont il importe les factures ; d’échanger avec le Transporteur au sujet de ces Réclamations ; de lui transmettre les pièces justificatives ; et d’accepter les remboursements ou avoirs proposés.',
        'Le mandat ne permet pas à Parcel Audit d’encaisser une somme à la place du Marchand : les remboursements et avoirs sont versés ou crédités par le Transporteur directement au Marchand. Il ne permet pas à Parcel Audit de modifier les contrats du Marchand avec ses Transporteurs, de commander des prestations de transport ni de renoncer à une Réclamation sans l’accord du Marchand.',
        'Le mandat est donné pour la durée du contrat et pour le suivi des Réclamations ouvertes à son terme. Le Marchand peut le limiter à certains Transporteurs ou le révoquer à tout moment depuis la plateforme ou par écrit ; les Réclamations déjà déposées sont alors, à son choix, clôturées ou remises au Marchand.',
        'À la demande d’un Transporteur, le Marchand fournit un pouvoir signé confirmant ce mandat.',
      ],
    },
    {
      id: 'credentials',
      heading: '5. Identifiants des portails transporteurs',
      paragraphs: [
        'Pour récupérer les factures et les données de suivi et déposer les Réclamations, le Marchand peut confier à Parcel Audit l’identifiant et le mot de passe de ses Comptes transporteurs. Le Marchand confirme y être autorisé par son contrat avec chaque Transporteur.',
        'Les identifiants sont chiffrés dès leur réception, avec des clés conservées dans un service de gestion de clés et liées au Marchand et à l’identifiant. Ils servent uniquement à récupérer les factures et les données de suivi et à déposer et suivre les Réclamations ; ils ne sont jamais utilisés à d’autres fins, jamais montrés en clair au personnel de Parcel Audit, jamais écrits dans les journaux et jamais communiqués à des tiers. Chaque affichage d’un mot de passe par un administrateur du Marchand sur la plateforme est enregistré.',
        'Le Marchand peut modifier ou supprimer ses identifiants à tout moment depuis la plateforme, ou les révoquer auprès du Transporteur. Parcel Audit cesse alors de se connecter au Compte transporteur concerné ; le Marchand peut à la place importer les fichiers de factures du Transporteur.',
        'Le Marchand informe Parcel Audit sans délai de tout changement de mot de passe ou de toute utilisation suspecte de ses Comptes transporteurs.',
      ],
    },
    {
      id: 'fees',
      heading: '6. Prix et commission de succès',
      paragraphs: [
        'Chaque Marchand commence par un mois d’audit gratuit : pendant ce mois, l’audit et ses Enquêtes ne donnent lieu à aucun abonnement ; seule la commission de succès décrite ci-dessous est due sur les montants effectivement récupérés.',
        'À l’issue du mois gratuit, le Marchand choisit une formule selon le nombre de colis audités par mois. Les formules, leur prix, le nombre de colis inclus, le prix par colis supplémentaire et le pourcentage de la commission de succès sont ceux affichés sur la page des tarifs le jour du choix de la formule.',
        'La commission de succès est un pourcentage du seul Montant récupéré. Aucune commission n’est due sur une Réclamation refusée, abandonnée, ou jamais payée ni créditée par le Transporteur. Si un Transporteur reprend ultérieurement un montant crédité, la commission correspondante est remboursée au Marchand par un avoir.',
        'Parcel Audit facture mensuellement, au début de chaque mois, l’abonnement du mois et la commission de succès sur les montants crédités au cours du mois précédent, avec le détail de chaque Réclamation concernée. Les prix sont indiqués hors taxes ; la TVA au taux en vigueur s’y ajoute.',
        'Les factures sont payables à trente (30) jours de leur date, par carte, prélèvement SEPA ou virement. Tout retard de paiement entraîne de plein droit des pénalités égales à trois fois le taux d’intérêt légal et une indemnité forfaitaire de 40 euros pour frais de recouvrement (article L. 441-10 du Code de commerce).',
      ],
    },
    {
      id: 'suspension',
      heading: '7. Suspension pour défaut de paiement',
      paragraphs: [
        'Si une facture reste impayée quinze (15) jours après une relance envoyée par e-mail, Parcel Audit peut suspendre le Service : l’audit des nouvelles factures et le dépôt de nouvelles Réclamations s’arrêtent, et l’accès à la plateforme peut être limité. Les données du Marchand sont conservées pendant la suspension.',
        'Le Service reprend dans un délai d’un jour ouvré après le paiement intégral. La suspension ne dispense pas le Marchand de payer les sommes dues, ni la commission de succès sur les montants crédités pendant la suspension.',
      ],
    },
    {
      id: 'obligations',
      heading: '8. Obligations du Marchand',
      paragraphs: [
        'Le Marchand fournit des informations exactes, complètes et à jour : les coordonnées de sa société, ses factures de transport et données d’expédition, les conditions contractuelles convenues avec ses Transporteurs et les coordonnées de ses utilisateurs.',
        'Lorsqu’un Transporteur demande des pièces justificatives (preuve de la valeur des marchandises, photos d’un colis endommagé, attestation d’un destinataire), le Marchand les fournit dans le délai fixé par le Transporteur, faute de quoi la Réclamation peut être refusée sans faute de Parcel Audit.',
        'Le Marchand informe Parcel Audit de tout remboursement obtenu directement d’un Transporteur pour une Réclamation déposée par Parcel Audit ; un tel remboursement est un Montant récupéré.',
        'Le Marchand garde confidentiels les identifiants de ses utilisateurs, ne donne accès qu’aux personnes qui en ont besoin et répond des actions réalisées avec les comptes de ses utilisateurs. Il utilise le Service conformément à la loi et à ses contrats avec ses Transporteurs.',
      ],
    },
    {
      id: 'data',
      heading: '9. Données personnelles et confidentialité',
      paragraphs: [
        'Pour les données personnelles contenues dans les envois et les factures du Marchand (notamment les noms et adresses de ses destinataires), le Marchand est responsable du traitement et Parcel Audit son sous-traitant. L’Accord de traitement des données, qui fait partie des présentes Conditions, décrit les traitements, les mesures de sécurité et les sous-traitants ultérieurs.',
        'Chaque partie garde confidentielles les informations reçues de l’autre (contrats, tarifs, volumes, identifiants, informations commerciales), ne les utilise que pour exécuter les présentes Conditions et les protège comme ses propres informations confidentielles, pendant le contrat et cinq ans après son terme.',
        'Parcel Audit peut utiliser des statistiques agrégées et anonymisées, qui ne permettent d’identifier ni le Marchand ni aucune personne, pour améliorer ses règles d’audit. Elle ne peut citer le Marchand comme client qu’avec son accord écrit.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Responsabilité',
      paragraphs: [
        'Chaque partie répond des dommages directs qu’elle cause à l’autre par un manquement aux présentes Conditions. Parcel Audit ne répond pas des dommages indirects tels que la perte de chiffre d’affaires, de clientèle ou d’une chance, ni des décisions des Transporteurs, de leurs retards ou du refus d’une Réclamation.',
        'La responsabilité totale de Parcel Audit au titre des présentes Conditions, toutes causes confondues, est limitée aux sommes versées par le Marchand à Parcel Audit au cours des douze (12) mois précédant le fait générateur. Cette limite ne s’applique pas en cas de faute lourde ou dolosive, ni aux dommages corporels.',
        'Parcel Audit fait ses meilleurs efforts pour maintenir la plateforme disponible, hors maintenance, annoncée à l’avance lorsqu’elle est programmée. Aucune partie n’est responsable d’un manquement dû à un cas de force majeure au sens de l’article 1218 du Code civil.',
      ],
    },
    {
      id: 'term',
      heading: '11. Durée et résiliation',
      paragraphs: [
        'Les présentes Conditions s’appliquent dès la création du compte, pour une durée indéterminée. Une formule mensuelle peut être résiliée à tout moment avec effet à la fin du mois en cours ; une formule annuelle prend fin au terme de l’année payée, sauf renouvellement.',
        'Chaque partie peut résilier le contrat par écrit si l’autre commet un manquement grave et n’y remédie pas dans les trente (30) jours d’une mise en demeure le décrivant.',
        'À la fin du contrat, les Réclamations déjà déposées continuent d’être suivies jusqu’à leur clôture, sous le mandat et la commission de succès des présentes Conditions, sauf si le Marchand demande qu’elles lui soient remises. Le Marchand peut exporter ses données avant la fin ; elles sont ensuite supprimées comme le prévoit l’Accord de traitement des données.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Modification des Conditions',
      paragraphs: [
        'Chaque version des présentes Conditions porte sa version et sa date d’entrée en vigueur. Parcel Audit peut publier une nouvelle version pour tenir compte de l’évolution du Service, de la loi ou de ses prix, et en informe les administrateurs du Marchand par e-mail au moins trente (30) jours avant son entrée en vigueur.',
        'Une nouvelle version ne s’applique au Marchand qu’après son acceptation par l’un de ses administrateurs. Le Marchand qui ne l’accepte pas peut résilier le contrat avant son entrée en vigueur, sans frais ; jusque-là, la version précédemment acceptée continue de s’appliquer.',
      ],
    },
    {
      id: 'law',
      heading: '13. Droit applicable et litiges',
      paragraphs: [
        'Les présentes Conditions sont régies par le droit français. Elles sont rédigées en français et en anglais ; en cas de différence entre les deux, la version française prévaut.',
        'Les parties s’efforcent d’abord de régler tout différend à l’amiable. À défaut de règlement amiable dans les trente (30) jours, tout litige relatif à la formation, à l’exécution ou à la fin des présentes Conditions relève de la compétence exclusive des tribunaux de Paris, y compris en cas de pluralité de défendeurs ou d’appel en garantie.',
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact',
      paragraphs: [
        `Les questions sur les présentes Conditions peuvent être adressées par le formulaire de contact du site, à ${ISSUER.email} pour la facturation, à ${LEGAL_CONTACT.privacy} pour les données personnelles, ou par courrier à ${ISSUER.name}, ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}.`,
      ],
    },
  ],
};
