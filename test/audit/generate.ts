/**
 * Carrier invoices with planted anomalies, for the audit's quality test and benchmark: every
 * supported layout, written with its own header, delimiter and decimal convention, shipments
 * billed cleanly and shipments carrying one anomaly of a rule each, with the finding each anomaly
 * must produce (rule, parcel, amount).
 */
import Papa from 'papaparse';
import { seededRandom } from '../../infra/local/sandbox-carrier/world';
import { FEDEX_CHARGE_AMOUNT, FEDEX_CHARGE_DESCRIPTION } from '../../shared/audit/layouts/fedex';
import { GENERIC_COLUMNS, type GenericColumn } from '../../shared/audit/layouts/generic';
import { UPS_COLUMNS, UPS_WIDTH } from '../../shared/audit/layouts/ups';
import type { InvoiceLayout } from '../../shared/audit/read-invoice';

export type GeneratedLayout = InvoiceLayout;

export interface Planted {
  ruleId: string;
  trackingNumber: string;
  amount: number;
}

/** One charge of a generated shipment, in the generator's own terms. */
interface Charge {
  code: string;
  description: string;
  classification: 'FRT' | 'FSC' | 'ACC';
  net: number;
  vat?: number;
}

interface Parcel {
  tracking: string;
  shipDate: string;
  deliveryDate: string;
  enteredKg: number;
  billedKg: number;
  billedType: 'actual' | 'dimensional';
  dimensions: [number, number, number] | null;
  receiverCompany: string;
  charges: Charge[];
}

/** The anomalies each layout can carry (rules whose facts the layout gives). */
export const PLANTABLE: Record<GeneratedLayout, readonly string[]> = {
  ups_billing_data: [
    'duplicate_charge',
    'additional_handling_not_met',
    'oversize_not_met',
    'saturday_not_saturday',
    'residential_on_business',
    'dimensional_weight_overbilled',
  ],
  generic: [
    'duplicate_charge',
    'saturday_not_saturday',
    'residential_on_business',
    'dimensional_weight_overbilled',
    'vat_rate_wrong',
  ],
  // Pairs per package: no VAT per charge (additional handling and large package are UPS's rules).
  fedex_csv_edi: [
    'duplicate_charge',
    'saturday_not_saturday',
    'residential_on_business',
    'dimensional_weight_overbilled',
  ],
  // No delivery date on a DHL invoice: Saturday delivery cannot be checked from it.
  dhl_express_csv: [
    'duplicate_charge',
    'residential_on_business',
    'dimensional_weight_overbilled',
    'vat_rate_wrong',
  ],
  gls_detail: ['duplicate_charge', 'saturday_not_saturday', 'residential_on_business', 'vat_rate_wrong'],
  chronopost_detail: [
    'duplicate_charge',
    'saturday_not_saturday',
    'residential_on_business',
    'vat_rate_wrong',
  ],
  // One row per parcel with the VAT for the whole row: only a charge billed twice shows.
  colissimo_detail: ['duplicate_charge'],
  colis_prive_detail: ['duplicate_charge'],
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function baseParcel(index: number, random: () => number): Parcel {
  const ship = new Date(Date.UTC(2026, 9, 5) + (index % 20) * 86_400_000);
  // Delivered two days later, never on a Saturday unless a test wants one.
  const delivery = new Date(ship.getTime() + 2 * 86_400_000);
  if (delivery.getUTCDay() === 6) delivery.setUTCDate(delivery.getUTCDate() + 2);
  const kg = Math.round((1 + random() * 8) * 10) / 10;
  const transport = round2(7 + kg * 1.3);
  return {
    tracking: `1Z${String(100_000_000 + index).padStart(16, '0')}`,
    shipDate: ship.toISOString().slice(0, 10),
    deliveryDate: delivery.toISOString().slice(0, 10),
    enteredKg: kg,
    billedKg: Math.ceil(kg),
    billedType: 'actual',
    dimensions: [30, 20, 10],
    receiverCompany: '',
    charges: [
      { code: '003', description: 'UPS Standard', classification: 'FRT', net: transport },
      { code: 'FSC', description: 'Fuel Surcharge', classification: 'FSC', net: round2(transport * 0.18) },
    ],
  };
}

/** Plants one anomaly of `ruleId` in `parcel`; returns the amount the finding must have. */
function plant(ruleId: string, parcel: Parcel): number {
  switch (ruleId) {
    case 'duplicate_charge': {
      const fuel = parcel.charges[1]!;
      parcel.charges.push({ ...fuel });
      return fuel.net;
    }
    case 'additional_handling_not_met':
      parcel.enteredKg = 5;
      parcel.billedKg = 5;
      parcel.dimensions = [40, 30, 20];
      parcel.charges.push({
        code: 'AHC',
        description: 'Additional Handling',
        classification: 'ACC',
        net: 12.5,
      });
      return 12.5;
    case 'oversize_not_met':
      parcel.dimensions = [100, 50, 40];
      parcel.charges.push({
        code: 'LPS',
        description: 'Large Package Surcharge',
        classification: 'ACC',
        net: 90,
      });
      return 90;
    case 'saturday_not_saturday':
      parcel.charges.push({ code: 'SAT', description: 'Saturday Delivery', classification: 'ACC', net: 15 });
      return 15;
    case 'residential_on_business':
      parcel.receiverCompany = 'Atelier Dupont SARL';
      parcel.charges.push({
        code: 'RES',
        description: 'Residential Surcharge',
        classification: 'ACC',
        net: 4.2,
      });
      return 4.2;
    case 'dimensional_weight_overbilled': {
      parcel.dimensions = [40, 30, 20];
      parcel.enteredKg = 3;
      parcel.billedKg = 9;
      parcel.billedType = 'dimensional';
      parcel.charges[0]!.net = 18;
      parcel.charges[1]!.net = 3.24;
      // Fair weight: max(3, 40 x 30 x 20 / 5000 = 4.8 -> 5.0) = 5 kg; 18 x (9 - 5) / 9.
      return 8;
    }
    case 'vat_rate_wrong': {
      const transport = parcel.charges[0]!;
      transport.vat = round2(transport.net * 0.25);
      return round2(transport.vat - round2(transport.net * 0.2));
    }
    default:
      throw new Error(`no planting for ${ruleId}`);
  }
}

/** Clean look-alikes: the same charges where their condition holds (no finding expected). */
function plantClean(kind: number, parcel: Parcel): void {
  switch (kind % 4) {
    case 0:
      // Heavy enough for every carrier's handling surcharge (UPS 25 kg, FedEx 31 kg, DHL 70 kg).
      parcel.enteredKg = 75;
      parcel.billedKg = 75;
      parcel.charges.push({
        code: 'AHC',
        description: 'Additional Handling',
        classification: 'ACC',
        net: 12.5,
      });
      break;
    case 1:
      parcel.charges.push({
        code: 'RES',
        description: 'Residential Surcharge',
        classification: 'ACC',
        net: 4.2,
      });
      break;
    case 2: {
      const delivery = new Date(`${parcel.deliveryDate}T12:00:00Z`);
      delivery.setUTCDate(delivery.getUTCDate() + ((6 - delivery.getUTCDay() + 7) % 7));
      parcel.deliveryDate = delivery.toISOString().slice(0, 10);
      parcel.charges.push({ code: 'SAT', description: 'Saturday Delivery', classification: 'ACC', net: 15 });
      break;
    }
    default:
      parcel.dimensions = [40, 30, 20];
      parcel.billedKg = 5;
      parcel.enteredKg = 3;
      parcel.billedType = 'dimensional';
  }
}

/** How each layout names the generator's charges (by the generator's own code). */
const FRENCH_LABELS: Record<string, string> = {
  FSC: 'Surcharge carburant',
  AHC: 'Supplément manutention',
  LPS: 'Supplément hors norme',
  SAT: 'Livraison le samedi',
  RES: 'Livraison à domicile',
};
const FEDEX_LABELS: Record<string, string> = {
  FSC: 'Fuel Surcharge',
  AHC: 'Additional Handling',
  LPS: 'Oversize Charge',
  SAT: 'Saturday Delivery',
  RES: 'Residential Delivery',
};
/** DHL Express extra charges (code, name); the codes stand for DHL's two-letter ones. */
const DHL_CHARGES: Record<string, [string, string]> = {
  FSC: ['FF', 'FUEL SURCHARGE'],
  AHC: ['YB', 'OVERWEIGHT PIECE'],
  LPS: ['YY', 'OVERSIZE PIECE'],
  SAT: ['AA', 'SATURDAY DELIVERY'],
  RES: ['TK', 'RESIDENTIAL ADDRESS'],
};

const comma = (value: number) => value.toFixed(2).replace('.', ',');
const ymd = (day: string) => day.replace(/-/g, '');
const frDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const vatOf = (charge: Charge) => charge.vat ?? round2(charge.net * 0.2);

interface Written {
  rows: string[][];
  /** Charge lines the rows hold (what the reader must emit). */
  lines: number;
}

function upsRows(parcel: Parcel, invoice: string): Written {
  const rows = parcel.charges.map((charge) => {
    const row = new Array<string>(UPS_WIDTH).fill('');
    const set = (position: number, value: string | number) => {
      row[position - 1] = String(value);
    };
    set(UPS_COLUMNS.version, '2.1');
    set(UPS_COLUMNS.accountNumber, 'A12B34');
    set(UPS_COLUMNS.accountCountry, 'FR');
    set(UPS_COLUMNS.invoiceDate, '2026-11-05');
    set(UPS_COLUMNS.invoiceNumber, invoice);
    set(UPS_COLUMNS.invoiceCurrency, 'EUR');
    set(UPS_COLUMNS.transactionDate, parcel.shipDate);
    set(UPS_COLUMNS.leadShipmentNumber, parcel.tracking);
    set(UPS_COLUMNS.trackingNumber, parcel.tracking);
    set(UPS_COLUMNS.enteredWeight, parcel.enteredKg);
    set(UPS_COLUMNS.enteredWeightUnit, 'K');
    set(UPS_COLUMNS.billedWeight, parcel.billedKg);
    set(UPS_COLUMNS.billedWeightUnit, 'K');
    set(UPS_COLUMNS.billedWeightType, parcel.billedType === 'dimensional' ? '2' : '1');
    if (parcel.dimensions)
      set(UPS_COLUMNS.packageDimensions, parcel.dimensions.map((side) => side.toFixed(1)).join('x '));
    set(UPS_COLUMNS.zone, '004');
    set(UPS_COLUMNS.chargeCategoryCode, 'SHP');
    set(UPS_COLUMNS.chargeClassificationCode, charge.classification);
    set(UPS_COLUMNS.chargeDescriptionCode, charge.code);
    set(UPS_COLUMNS.chargeDescription, charge.description);
    set(UPS_COLUMNS.transactionCurrency, 'EUR');
    set(UPS_COLUMNS.incentiveAmount, round2(charge.net * 0.3));
    set(UPS_COLUMNS.netAmount, charge.net.toFixed(2));
    set(UPS_COLUMNS.senderCountry, 'FR');
    set(UPS_COLUMNS.senderPostal, '93200');
    set(UPS_COLUMNS.receiverCompany, parcel.receiverCompany);
    set(UPS_COLUMNS.receiverCountry, 'FR');
    set(UPS_COLUMNS.receiverPostal, '69003');
    set(UPS_COLUMNS.shipmentDate, parcel.shipDate);
    set(UPS_COLUMNS.deliveryDate, parcel.deliveryDate);
    set(UPS_COLUMNS.dimensionUnit, 'CM');
    return row;
  });
  return { rows, lines: rows.length };
}

function genericRows(parcel: Parcel, invoice: string): Written {
  const rows = parcel.charges.map((charge) => {
    const cells: Partial<Record<GenericColumn, string | number>> = {
      carrier: 'colissimo',
      account: 'C-778',
      invoice_number: invoice,
      invoice_date: '05/11/2026',
      currency: 'EUR',
      tracking_number: parcel.tracking,
      ship_date: parcel.shipDate,
      delivery_date: parcel.deliveryDate,
      service: 'Colissimo Expert',
      origin_country: 'FR',
      origin_postal_code: '93200',
      destination_country: 'FR',
      destination_postal_code: '69003',
      destination_company: parcel.receiverCompany,
      entered_weight_kg: String(parcel.enteredKg).replace('.', ','),
      billed_weight_kg: String(parcel.billedKg).replace('.', ','),
      billed_weight_type: parcel.billedType,
      length_cm: parcel.dimensions?.[0] ?? '',
      width_cm: parcel.dimensions?.[1] ?? '',
      height_cm: parcel.dimensions?.[2] ?? '',
      charge_code: charge.code,
      charge_description: charge.description,
      net: comma(charge.net),
      vat: comma(vatOf(charge)),
    };
    return GENERIC_COLUMNS.map((column) => String(cells[column] ?? ''));
  });
  return { rows, lines: rows.length };
}

/** FedEx CSV-EDI's columns, in its order (pairs repeated with the same names). */
export const FEDEX_HEADER = [
  'Bill to Account Number',
  'Invoice Date',
  'Invoice Number',
  'Store ID',
  'Original Amount Due',
  'Current Balance',
  'Payor',
  'Ground Tracking ID Prefix',
  'Express or Ground Tracking ID',
  'Transportation Charge Amount',
  'Net Charge Amount',
  'Service Type',
  'Ground Service',
  'Shipment Date',
  'POD Delivery Date',
  'POD Delivery Time',
  'POD Service Area Code',
  'POD Signature Description',
  'Actual Weight Amount',
  'Actual Weight Units',
  'Rated Weight Amount',
  'Rated Weight Units',
  'Number of Pieces',
  'Bundle Number',
  'Meter Number',
  'TDMasterTrackingID',
  'Service Packaging',
  'Dim Length',
  'Dim Width',
  'Dim Height',
  'Dim Divisor',
  'Dim Unit',
  'Recipient Name',
  'Recipient Company',
  'Recipient Address Line 1',
  'Recipient Address Line 2',
  'Recipient City',
  'Recipient State',
  'Recipient Zip Code',
  'Recipient Country/Territory',
  'Shipper Company',
  'Shipper Name',
  'Shipper Address Line 1',
  'Shipper Address Line 2',
  'Shipper City',
  'Shipper State',
  'Shipper Zip Code',
  'Shipper Country/Territory',
  'Original Customer Reference',
  'Original Ref#2',
  'Original Ref#3/PO Number',
  'Zone Code',
  'Rated Method',
  'Tendered Date',
  ...Array.from({ length: 25 }, () => [FEDEX_CHARGE_DESCRIPTION, FEDEX_CHARGE_AMOUNT]).flat(),
  'Shipment Notes',
];

function fedexRows(parcel: Parcel, invoice: string): Written {
  const row = FEDEX_HEADER.map(() => '');
  const set = (name: string, value: string | number) => {
    row[FEDEX_HEADER.indexOf(name)] = String(value);
  };
  const [transport, ...others] = parcel.charges;
  const discount = round2(transport!.net * 0.3);
  const pairs: [string, number][] = [['Earned Discount', -discount]];
  for (const charge of others) pairs.push([FEDEX_LABELS[charge.code]!, charge.net]);
  set('Bill to Account Number', '123456789');
  set('Invoice Date', '20261105');
  set('Invoice Number', invoice);
  set('Express or Ground Tracking ID', parcel.tracking);
  set('Transportation Charge Amount', (transport!.net + discount).toFixed(2));
  set('Net Charge Amount', parcel.charges.reduce((sum, charge) => sum + charge.net, 0).toFixed(2));
  set('Service Type', 'International Economy');
  set('Shipment Date', ymd(parcel.shipDate));
  set('POD Delivery Date', ymd(parcel.deliveryDate));
  set('Actual Weight Amount', parcel.enteredKg);
  set('Actual Weight Units', 'K');
  set('Rated Weight Amount', parcel.billedKg);
  set('Rated Weight Units', 'K');
  if (parcel.dimensions) {
    set('Dim Length', parcel.dimensions[0]);
    set('Dim Width', parcel.dimensions[1]);
    set('Dim Height', parcel.dimensions[2]);
    set('Dim Divisor', 5000);
    set('Dim Unit', 'C');
  }
  set('Recipient Company', parcel.receiverCompany);
  set('Recipient City', 'LYON');
  set('Recipient Zip Code', '69003');
  set('Recipient Country/Territory', 'FR');
  set('Shipper Zip Code', '93200');
  set('Shipper Country/Territory', 'FR');
  set('Zone Code', 'A');
  const first = FEDEX_HEADER.indexOf(FEDEX_CHARGE_DESCRIPTION);
  pairs.forEach(([label, amount], index) => {
    row[first + 2 * index] = label;
    row[first + 2 * index + 1] = amount.toFixed(2);
  });
  return { rows: [row], lines: parcel.charges.length };
}

/** DHL Express's invoice columns, in its order. */
export const DHL_HEADER = [
  'Line Type',
  'Billing Source',
  'Original Invoice Number',
  'Invoice Number',
  'Station Code',
  'Invoice Identifier',
  'Invoice Type',
  'Invoice Date',
  'Payment Terms',
  'Due Date',
  'Parent Account',
  'Billing Account',
  'Billing Account Name',
  'Billing Account Name (Additional)',
  'Billing Address 1',
  'Billing Address 2',
  'Billing Address 3',
  'Billing Postcode',
  'Billing City',
  'Billing State/Province',
  'Billing Country Code',
  'Billing Contact',
  'VAT Number',
  'Shipment Number',
  'Shipment Date',
  'Country Specific Label',
  'Country Specific Value',
  'Shipment Reference 1',
  'Shipment Reference 2',
  'Shipment Reference 3',
  'Product',
  'Product Name',
  'Pieces',
  'Origin',
  'Orig Name',
  'Orig Country Code',
  'Orig Country Name',
  'Senders Name',
  'Senders Address 1',
  'Senders Address 2',
  'Senders Address 3',
  'Senders Postcode',
  'Senders City',
  'Senders State/Province',
  'Senders Country',
  'Senders Contact',
  'Destination',
  'Dest Name',
  'Dest Country Code',
  'Dest Country Name',
  'Receivers Name',
  'Receivers Address 1',
  'Receivers Address 2',
  'Receivers Address 3',
  'Receivers Postcode',
  'Receivers City',
  'Receivers State/Province',
  'Receivers Country',
  'Receivers Contact',
  'Proof of Delivery/Name',
  'Description of Contents',
  'Event Description',
  'Dimensions',
  'Cust Scale Weight (A)',
  'DHL Scale Weight (B)',
  'Cust Vol Weight (V)',
  'DHL Vol Weight (W)',
  'Weight Flag',
  'Weight (kg)',
  'Currency',
  'Total amount (excl. VAT)',
  'Total amount (incl. VAT)',
  'Tax Code',
  'Total Tax',
  'Tax Adjustment',
  'Invoice Fee',
  'Weight Charge',
  'Weight Tax (VAT)',
  'Other Charges 1',
  'Other Charges 1 Amount',
  'Other Charges 2',
  'Other Charges 2 Amount',
  'Discount 1',
  'Discount 1 Amount',
  'Discount 2',
  'Discount 2 Amount',
  'Discount 3',
  'Discount 3 Amount',
  'Total Extra Charges (XC)',
  'Total Extra Charges Tax',
  ...Array.from({ length: 9 }, (_, index) =>
    ['Code', 'Name', 'Charge', 'Tax Code', 'Tax', 'Discount', 'Total'].map(
      (part) => `XC${index + 1} ${part}`,
    ),
  ).flat(),
];

function dhlRow(values: Record<string, string | number>): string[] {
  return DHL_HEADER.map((name) => String(values[name] ?? ''));
}

function dhlRows(parcel: Parcel, invoice: string): Written {
  const [transport, ...others] = parcel.charges;
  const discount = round2(transport!.net * 0.3);
  const values: Record<string, string | number> = {
    'Line Type': 'S',
    'Invoice Number': invoice,
    'Invoice Date': '20261105',
    'Billing Account': '951234567',
    'Shipment Number': parcel.tracking,
    'Shipment Date': ymd(parcel.shipDate),
    Product: 'N',
    'Product Name': 'DOMESTIC EXPRESS',
    'Orig Country Code': 'FR',
    'Senders Postcode': '93200',
    'Dest Country Code': 'FR',
    'Receivers Name': parcel.receiverCompany || 'Marie Martin',
    'Receivers Contact': 'Marie Martin',
    'Receivers Postcode': '69003',
    Dimensions: parcel.dimensions ? parcel.dimensions.join('x') : '',
    'Cust Scale Weight (A)': comma(parcel.enteredKg),
    'DHL Scale Weight (B)': comma(parcel.enteredKg),
    'Weight Flag': parcel.billedType === 'dimensional' ? 'W' : 'B',
    'Weight (kg)': comma(parcel.billedKg),
    Currency: 'EUR',
    'Weight Charge': comma(transport!.net + discount),
    'Weight Tax (VAT)': comma(vatOf(transport!)),
    'Discount 1': 'CONTRACT DISCOUNT',
    'Discount 1 Amount': comma(-discount),
  };
  others.forEach((charge, index) => {
    const [code, name] = DHL_CHARGES[charge.code]!;
    const block = `XC${index + 1}`;
    values[`${block} Code`] = code;
    values[`${block} Name`] = name;
    values[`${block} Charge`] = comma(charge.net);
    values[`${block} Tax Code`] = 'A';
    values[`${block} Tax`] = comma(vatOf(charge));
    values[`${block} Discount`] = comma(0);
    values[`${block} Total`] = comma(charge.net + vatOf(charge));
  });
  return { rows: [dhlRow(values)], lines: parcel.charges.length };
}

/** The French layouts with one row per charge: their columns in order and how a charge fills them. */
const DETAIL_HEADERS = {
  gls_detail: [
    'N° client',
    'N° facture',
    'Date facture',
    'Parcel number',
    "Date d'expédition",
    'Date de livraison',
    'Produit',
    'Raison sociale destinataire',
    'Code postal destinataire',
    'Pays destinataire',
    'Poids facturé',
    'Code prestation',
    'Libellé',
    'Montant HT',
    'Montant TVA',
    'Montant TTC',
  ],
  chronopost_detail: [
    'N° facture',
    'Date facture',
    'Date',
    'N° objet',
    'Produit',
    'Raison sociale destinataire',
    'Code postal',
    'Pays',
    'Poids',
    'Date de livraison',
    'Libellé',
    'Montant',
    'TVA',
  ],
} as const;

function detailRows(layout: keyof typeof DETAIL_HEADERS, parcel: Parcel, invoice: string): Written {
  const header: readonly string[] = DETAIL_HEADERS[layout];
  const rows = parcel.charges.map((charge, index) => {
    const label = index === 0 && charge.code === '003' ? '' : FRENCH_LABELS[charge.code]!;
    const values: Record<string, string> = {
      'N° client': '2500123',
      'N° facture': invoice,
      'Date facture': '05/11/2026',
      'Parcel number': parcel.tracking,
      'N° objet': parcel.tracking,
      "Date d'expédition": frDate(parcel.shipDate),
      Date: frDate(parcel.shipDate),
      'Date de livraison': frDate(parcel.deliveryDate),
      Produit: layout === 'gls_detail' ? 'BusinessParcel' : 'Chrono 13',
      'Raison sociale destinataire': parcel.receiverCompany,
      'Code postal destinataire': '69003',
      'Code postal': '69003',
      'Pays destinataire': 'FR',
      Pays: 'FR',
      'Poids facturé': comma(parcel.billedKg),
      Poids: comma(parcel.billedKg),
      'Code prestation': label ? charge.code : '',
      Libellé: label,
      'Montant HT': comma(charge.net),
      Montant: comma(charge.net),
      'Montant TVA': comma(vatOf(charge)),
      TVA: comma(vatOf(charge)),
      'Montant TTC': comma(charge.net + vatOf(charge)),
    };
    return header.map((name) => values[name] ?? '');
  });
  return { rows, lines: rows.length };
}

/** The French layouts with one row per parcel and a column per charge. */
const WIDE_HEADERS = {
  colissimo_detail: [
    'N° facture',
    'Date facture',
    'Tracking',
    'Date PCH',
    'Code produit',
    'Code Postal',
    'Poids',
    'Prix',
    'Surcharge carburant',
    'Majoration service',
    'Total',
  ],
  colis_prive_detail: [
    'N° facture',
    'Date facture',
    'Tracking',
    'Date de dépôt',
    'Code Postal',
    'Poids facturé',
    'Prix',
    'Surcharge carburant',
    'Majoration service',
    'TVA',
  ],
} as const;
const WIDE_COLUMN: Record<string, string> = { '003': 'Prix', FSC: 'Surcharge carburant' };

function wideRows(layout: keyof typeof WIDE_HEADERS, parcel: Parcel, invoice: string): Written {
  const header: readonly string[] = WIDE_HEADERS[layout];
  // A charge billed twice goes on a second row of the parcel (a row holds one amount per column).
  const groups: Charge[][] = [];
  for (const charge of parcel.charges) {
    const column = WIDE_COLUMN[charge.code] ?? 'Majoration service';
    const free = groups.find(
      (group) => !group.some((other) => (WIDE_COLUMN[other.code] ?? 'Majoration service') === column),
    );
    if (free) free.push(charge);
    else groups.push([charge]);
  }
  const rows = groups.map((group) => {
    const values: Record<string, string> = {
      'N° facture': invoice,
      'Date facture': '05/11/2026',
      Tracking: parcel.tracking,
      'Date PCH': frDate(parcel.shipDate),
      'Date de dépôt': frDate(parcel.shipDate),
      'Code produit': 'DOM',
      'Code Postal': '69003',
      Poids: comma(parcel.billedKg),
      'Poids facturé': comma(parcel.billedKg),
    };
    const net = round2(group.reduce((sum, charge) => sum + charge.net, 0));
    for (const charge of group) values[WIDE_COLUMN[charge.code] ?? 'Majoration service'] = comma(charge.net);
    values.TVA = comma(round2(net * 0.2));
    values.Total = comma(round2(net * 1.2));
    return header.map((name) => values[name] ?? '');
  });
  return { rows, lines: parcel.charges.length };
}

/** Each layout's writer, header and CSV conventions. */
const LAYOUT_FILES: Record<
  GeneratedLayout,
  {
    write: (parcel: Parcel, invoice: string) => Written;
    header: readonly string[] | null;
    delimiter: ',' | ';';
    /** Rows that are not charges, before the parcels (DHL's invoice row) and after (a totals row). */
    before?: string[][];
    after?: string[][];
  }
> = {
  ups_billing_data: { write: upsRows, header: null, delimiter: ',' },
  generic: { write: genericRows, header: GENERIC_COLUMNS, delimiter: ';' },
  fedex_csv_edi: { write: fedexRows, header: FEDEX_HEADER, delimiter: ',' },
  dhl_express_csv: {
    write: dhlRows,
    header: DHL_HEADER,
    delimiter: ';',
    before: [
      dhlRow({
        'Line Type': 'I',
        'Invoice Number': 'PARIR00012345',
        'Invoice Date': '20261105',
        Currency: 'EUR',
      }),
    ],
  },
  gls_detail: {
    write: (parcel, invoice) => detailRows('gls_detail', parcel, invoice),
    header: DETAIL_HEADERS.gls_detail,
    delimiter: ';',
    after: [['', 'Total facture', '', '', '', '', '', '', '', '', '', '', '', '1234,56']],
  },
  chronopost_detail: {
    write: (parcel, invoice) => detailRows('chronopost_detail', parcel, invoice),
    header: DETAIL_HEADERS.chronopost_detail,
    delimiter: ';',
  },
  colissimo_detail: {
    write: (parcel, invoice) => wideRows('colissimo_detail', parcel, invoice),
    header: WIDE_HEADERS.colissimo_detail,
    delimiter: ';',
  },
  colis_prive_detail: {
    write: (parcel, invoice) => wideRows('colis_prive_detail', parcel, invoice),
    header: WIDE_HEADERS.colis_prive_detail,
    delimiter: ';',
  },
};

/**
 * An invoice of `shipments` parcels in `layout`: one in four carries an anomaly (the layout's rules
 * in turn), one in four a clean look-alike, the rest plain. Deterministic for a seed. `lines` is
 * the number of charge lines the reader must find, `skipped` the rows that are not charges.
 */
export function generateInvoice(
  layout: GeneratedLayout,
  shipments: number,
  seed = 'audit',
): { text: string; planted: Planted[]; rows: number; lines: number; skipped: number } {
  const random = seededRandom(`${layout}/${seed}`);
  const file = LAYOUT_FILES[layout];
  const invoice =
    layout === 'ups_billing_data'
      ? '0000A12B34456'
      : layout === 'dhl_express_csv'
        ? 'PARIR00012345'
        : 'CLP-2026-11-001';
  const planted: Planted[] = [];
  const rows: string[][] = [...(file.before ?? [])];
  let lines = 0;
  const rules = PLANTABLE[layout];
  for (let index = 0; index < shipments; index++) {
    const parcel = baseParcel(index, random);
    if (index % 4 === 1) {
      const ruleId = rules[Math.floor(index / 4) % rules.length]!;
      planted.push({ ruleId, trackingNumber: parcel.tracking, amount: plant(ruleId, parcel) });
    } else if (index % 4 === 3) plantClean(Math.floor(index / 4), parcel);
    const written = file.write(parcel, invoice);
    rows.push(...written.rows);
    lines += written.lines;
  }
  rows.push(...(file.after ?? []));
  const skipped = (file.before?.length ?? 0) + (file.after?.length ?? 0);
  const text = file.header
    ? Papa.unparse({ fields: [...file.header], data: rows }, { delimiter: file.delimiter, newline: '\r\n' })
    : Papa.unparse(rows, { delimiter: file.delimiter, newline: '\r\n' });
  return { text, planted, rows: rows.length, lines, skipped };
}
