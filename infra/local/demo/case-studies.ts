/**
 * The demo's two published case studies (issue 40), as a platform admin writes them in the Admin
 * Panel: a French fashion e-shop recovering late-delivery and lost-parcel refunds from UPS and
 * Colissimo, and a Franco-Belgian electronics shop whose FedEx and DHL Express invoices carried
 * surcharges it did not owe. The customers are made up; the figures hold together within each story.
 */
import type { CaseStudyInput } from '@shared/admin/case-studies';

export interface DemoCaseStudy {
  slug: string;
  /** Days before the seed's `now` the study was published. */
  publishedDaysAgo: number;
  input: CaseStudyInput;
}

const paragraphs = (...parts: string[]) => parts.join('\n\n');

export const DEMO_CASE_STUDIES: DemoCaseStudy[] = [
  {
    slug: 'atelier-garance-late-and-lost-parcels',
    publishedDaysAgo: 64,
    input: {
      status: 'published',
      customer: 'Atelier Garance',
      carriers: ['ups', 'colissimo'],
      logo: null,
      figures: [
        {
          value: '€41,800',
          en: 'refunded by carriers in twelve months',
          fr: 'remboursés par les transporteurs en douze mois',
        },
        { value: '1,270', en: 'late deliveries refunded', fr: 'retards de livraison remboursés' },
        { value: '214', en: 'lost parcels paid back', fr: 'colis perdus indemnisés' },
        {
          value: '6.1 %',
          en: 'of the yearly carrier spend recovered',
          fr: 'des dépenses transport de l’année récupérées',
        },
      ],
      en: {
        title: 'How Atelier Garance got €41,800 back from UPS and Colissimo',
        summary:
          'A fashion e-shop from Nantes that shipped 9,000 parcels a month and never had time to claim: late deliveries and lost parcels, now refunded every week.',
        body: paragraphs(
          'Atelier Garance designs and sells women’s clothing online from a small workshop in Nantes. In 2025 the shop shipped about 9,000 parcels a month: Colissimo for home delivery in France, UPS for express orders and for its customers in Germany, Belgium and Switzerland. Like most e-shops of its size, it paid its carrier invoices as they came. Claiming a refund meant opening the carrier’s portal, finding the tracking history, writing to customer service and following up for weeks, and the three people of the customer team had orders to send.',
          '“We knew some parcels were late, and we knew a few went missing every week,” says Claire Dubois, who runs operations. “But we had no idea how much money that was, and nobody had the time to chase it.”',
          'Atelier Garance connected its UPS and Colissimo accounts to Parcel Audit in February. From the first day, every invoice was read line by line and every tracking number followed to its delivery. UPS guarantees a delivery time on its express services and refunds the shipping when it misses it; Colissimo owes compensation for a parcel lost or damaged. Both only pay when the shipper asks, in time, with the right proof. That is the work Parcel Audit took over: spotting the late deliveries, gathering the tracking events, writing the claims and following each one to the refund.',
          'In the first month, 118 late UPS deliveries were claimed and 104 refunded. Over twelve months, 1,270 late deliveries were refunded, for €23,900. The lost parcels took longer: each needs the order’s sales invoice and a description of the goods, which the shop now sends automatically from its sales data. 214 lost or damaged parcels were paid back, for €17,900, most of them dresses and coats sent with Colissimo in the busy weeks before Christmas.',
          'In total Atelier Garance recovered €41,800, or 6.1 % of what it spent on shipping in the year. The customer team spends its time on customers again, and the monthly report shows which carrier was late where, which helped the shop move its Swiss orders to a faster UPS service.',
          '“The money is welcome, but the best part is that nothing slips through anymore,” says Claire Dubois. “Every late parcel is claimed, every week, without us thinking about it.”',
        ),
      },
      fr: {
        title: 'Comment Atelier Garance a récupéré 41 800 € auprès d’UPS et de Colissimo',
        summary:
          'Une boutique de mode en ligne nantaise qui expédiait 9 000 colis par mois sans jamais avoir le temps de réclamer : retards et colis perdus, désormais remboursés chaque semaine.',
        body: paragraphs(
          'Atelier Garance dessine et vend des vêtements pour femmes en ligne depuis un petit atelier nantais. En 2025, la boutique expédiait environ 9 000 colis par mois : Colissimo pour la livraison à domicile en France, UPS pour les commandes express et pour ses clientes en Allemagne, en Belgique et en Suisse. Comme la plupart des e-commerçants de sa taille, elle payait les factures de ses transporteurs à réception. Demander un remboursement voulait dire ouvrir le portail du transporteur, retrouver l’historique de suivi, écrire au service client et relancer pendant des semaines, et les trois personnes du service client avaient des commandes à préparer.',
          '« Nous savions que certains colis arrivaient en retard, et que quelques-uns se perdaient chaque semaine, explique Claire Dubois, responsable des opérations. Mais nous n’avions aucune idée de ce que cela représentait, et personne n’avait le temps de s’en occuper. »',
          'Atelier Garance a connecté ses comptes UPS et Colissimo à Parcel Audit en février. Dès le premier jour, chaque facture a été lue ligne par ligne et chaque numéro de suivi suivi jusqu’à sa livraison. UPS garantit un délai sur ses services express et rembourse l’envoi quand il ne le tient pas ; Colissimo doit une indemnisation pour un colis perdu ou endommagé. Les deux ne paient que si l’expéditeur le demande, dans les délais, avec les bonnes preuves. C’est ce travail que Parcel Audit a pris en charge : repérer les retards, rassembler les événements de suivi, rédiger les réclamations et suivre chacune jusqu’au remboursement.',
          'Le premier mois, 118 retards UPS ont été réclamés et 104 remboursés. En douze mois, 1 270 retards ont été remboursés, pour 23 900 €. Les colis perdus ont demandé plus de temps : chacun exige la facture de vente de la commande et la description des marchandises, que la boutique transmet désormais automatiquement depuis ses données de vente. 214 colis perdus ou endommagés ont été indemnisés, pour 17 900 €, surtout des robes et des manteaux envoyés en Colissimo pendant les semaines chargées d’avant Noël.',
          'Au total, Atelier Garance a récupéré 41 800 €, soit 6,1 % de ses dépenses de transport de l’année. Le service client se consacre de nouveau aux clientes, et le rapport mensuel montre quel transporteur était en retard et où, ce qui a aidé la boutique à passer ses commandes suisses sur un service UPS plus rapide.',
          '« L’argent est le bienvenu, mais le plus important, c’est que plus rien ne nous échappe, conclut Claire Dubois. Chaque colis en retard est réclamé, chaque semaine, sans que nous ayons à y penser. »',
        ),
      },
    },
  },
  {
    slug: 'circuit-nord-carrier-surcharges',
    publishedDaysAgo: 23,
    input: {
      status: 'published',
      customer: 'Circuit Nord',
      carriers: ['fedex', 'dhl_express'],
      logo: null,
      figures: [
        { value: '€63,500', en: 'of surcharges credited back', fr: 'de suppléments remboursés' },
        { value: '2,940', en: 'surcharges disputed in a year', fr: 'suppléments contestés en un an' },
        {
          value: '11.3 %',
          en: 'of invoiced surcharges were not owed',
          fr: 'des suppléments facturés n’étaient pas dus',
        },
        { value: '3 weeks', en: 'to the first credit note', fr: 'jusqu’au premier avoir' },
      ],
      en: {
        title: 'Circuit Nord: €63,500 of FedEx and DHL surcharges it did not owe',
        summary:
          'An electronics shop selling from Lille and Brussels found that one surcharge in nine on its express invoices was wrong, and had them credited back.',
        body: paragraphs(
          'Circuit Nord sells computer parts, audio equipment and small appliances to consumers and businesses in France and Belgium, from two warehouses in Lille and Brussels. Its parcels are heavy and valuable, so it ships them express: FedEx for Belgium and the Netherlands, DHL Express for France and the rest of Europe, about 5,500 parcels a month together.',
          'Shipping had become the shop’s second cost after its purchases, and the invoices were hard to read. A FedEx invoice for one week ran to forty pages, with a dozen kinds of surcharges on top of the base rates: fuel, residential delivery, address correction, additional handling, oversize, remote area. “We compared the totals with our price grid and they were always higher,” says Thomas Peeters, the co-founder in charge of logistics. “But finding which lines were wrong by hand was impossible.”',
          'Parcel Audit read twelve months of FedEx and DHL Express invoices, 66,000 parcels, and checked every surcharge against the carriers’ own rules and the shop’s contract. The findings were clear. Residential surcharges had been charged on deliveries to businesses with a VAT number. Address corrections had been billed on addresses that were correct, the parcel delivered at the first attempt. Oversize and additional handling fees were applied on boxes whose declared and measured sizes were under the limits, and some parcels carried the fuel surcharge twice.',
          'In all, 2,940 surcharges were disputed, 11.3 % of those invoiced. Each dispute went to the carrier with the proof it needs: the tracking events, the address, the measurements, the contract’s rate. FedEx issued the first credit note three weeks later; DHL Express answered in batches every month. Over the year Circuit Nord was credited €63,500, most of it residential and address-correction surcharges.',
          'The audit also changed how the shop ships. It now sends its business customers’ VAT numbers with each label, and its packing team uses box sizes that stay under the oversize thresholds. New invoices are checked as they arrive, and the wrong surcharges are disputed the same week.',
          '“We thought surcharges were simply the price of express shipping,” says Thomas Peeters. “One in nine was a mistake, and the carriers paid it back once someone asked with the right proof.”',
        ),
      },
      fr: {
        title: 'Circuit Nord : 63 500 € de suppléments FedEx et DHL qui n’étaient pas dus',
        summary:
          'Une boutique d’électronique qui vend depuis Lille et Bruxelles a découvert qu’un supplément sur neuf de ses factures express était erroné, et se les est fait rembourser.',
        body: paragraphs(
          'Circuit Nord vend des composants informatiques, du matériel audio et du petit électroménager aux particuliers et aux entreprises, en France et en Belgique, depuis deux entrepôts à Lille et à Bruxelles. Ses colis sont lourds et de valeur, elle les expédie donc en express : FedEx pour la Belgique et les Pays-Bas, DHL Express pour la France et le reste de l’Europe, environ 5 500 colis par mois au total.',
          'Le transport était devenu le deuxième poste de dépenses de la boutique après ses achats, et les factures étaient difficiles à lire. Une facture FedEx hebdomadaire comptait quarante pages, avec une douzaine de suppléments en plus des tarifs de base : carburant, livraison résidentielle, correction d’adresse, manutention supplémentaire, hors gabarit, zone éloignée. « Nous comparions les totaux avec notre grille tarifaire et ils étaient toujours plus élevés, raconte Thomas Peeters, cofondateur chargé de la logistique. Mais retrouver à la main les lignes erronées était impossible. »',
          'Parcel Audit a lu douze mois de factures FedEx et DHL Express, soit 66 000 colis, et vérifié chaque supplément au regard des règles des transporteurs et du contrat de la boutique. Les constats étaient nets. Des suppléments résidentiels avaient été facturés pour des livraisons à des entreprises dotées d’un numéro de TVA. Des corrections d’adresse avaient été facturées pour des adresses exactes, le colis livré au premier passage. Des frais de hors gabarit et de manutention supplémentaire s’appliquaient à des cartons dont les dimensions déclarées et mesurées restaient sous les seuils, et certains colis portaient deux fois le supplément carburant.',
          'Au total, 2 940 suppléments ont été contestés, soit 11,3 % de ceux facturés. Chaque contestation est partie chez le transporteur avec les preuves qu’il demande : les événements de suivi, l’adresse, les mesures, le tarif du contrat. FedEx a émis le premier avoir trois semaines plus tard ; DHL Express a répondu par lots chaque mois. Sur l’année, Circuit Nord a obtenu 63 500 € d’avoirs, surtout des suppléments résidentiels et de correction d’adresse.',
          'L’audit a aussi changé la façon d’expédier de la boutique. Elle transmet désormais le numéro de TVA de ses clients professionnels avec chaque étiquette, et son équipe d’emballage utilise des cartons qui restent sous les seuils de hors gabarit. Les nouvelles factures sont contrôlées à leur arrivée, et les suppléments erronés contestés dans la semaine.',
          '« Nous pensions que les suppléments étaient simplement le prix de l’express, résume Thomas Peeters. Un sur neuf était une erreur, et les transporteurs l’ont remboursé dès qu’on le leur a demandé avec les bonnes preuves. »',
        ),
      },
    },
  },
];
