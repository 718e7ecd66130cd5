/**
 * Carrier invoices with planted anomalies, for the audit's quality test and benchmark: every
 * supported layout, shipments billed cleanly and shipments carrying one anomaly of a rule each,
 * with the finding each anomaly must produce (rule, parcel, amount).
 */
import Papa from 'papaparse';
import { seededRandom } from '../../infra/local/sandbox-carrier/world';
import { GENERIC_COLUMNS, type GenericColumn } from '../../shared/audit/layouts/generic';
import { UPS_COLUMNS, UPS_WIDTH } from '../../shared/audit/layouts/ups';

export type GeneratedLayout = 'ups_billing_data' | 'generic';

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
      parcel.enteredKg = 31;
      parcel.billedKg = 31;
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

function upsRows(parcel: Parcel, invoice: string): string[][] {
  return parcel.charges.map((charge) => {
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
}

function genericRows(parcel: Parcel, invoice: string): string[][] {
  return parcel.charges.map((charge) => {
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
      net: charge.net.toFixed(2).replace('.', ','),
      vat: (charge.vat ?? round2(charge.net * 0.2)).toFixed(2).replace('.', ','),
    };
    return GENERIC_COLUMNS.map((column) => String(cells[column] ?? ''));
  });
}

/**
 * An invoice of `shipments` parcels in `layout`: one in four carries an anomaly (the layout's rules
 * in turn), one in four a clean look-alike, the rest plain. Deterministic for a seed.
 */
export function generateInvoice(
  layout: GeneratedLayout,
  shipments: number,
  seed = 'audit',
): { text: string; planted: Planted[]; rows: number } {
  const random = seededRandom(`${layout}/${seed}`);
  const invoice = layout === 'generic' ? 'CLP-2026-11-001' : '0000A12B34456';
  const planted: Planted[] = [];
  const rows: string[][] = [];
  const rules = PLANTABLE[layout];
  for (let index = 0; index < shipments; index++) {
    const parcel = baseParcel(index, random);
    if (index % 4 === 1) {
      const ruleId = rules[Math.floor(index / 4) % rules.length]!;
      planted.push({ ruleId, trackingNumber: parcel.tracking, amount: plant(ruleId, parcel) });
    } else if (index % 4 === 3) plantClean(Math.floor(index / 4), parcel);
    rows.push(...(layout === 'generic' ? genericRows(parcel, invoice) : upsRows(parcel, invoice)));
  }
  const text =
    layout === 'generic'
      ? Papa.unparse({ fields: [...GENERIC_COLUMNS], data: rows }, { delimiter: ';', newline: '\r\n' })
      : Papa.unparse(rows, { newline: '\r\n' });
  return { text, planted, rows: rows.length };
}
