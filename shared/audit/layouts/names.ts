import type { CarrierId } from '../../carriers/carriers';

/** The invoice layouts the audit reads, by name: what an audit records and shows, without the readers themselves. */
export const INVOICE_LAYOUTS = [
  'ups_billing_data',
  'fedex_csv_edi',
  'dhl_express_csv',
  'dhl_express_line_report',
  'gls_detail',
  'colissimo_detail',
  'chronopost_detail',
  'colis_prive_detail',
  'generic',
] as const;
export type InvoiceLayout = (typeof INVOICE_LAYOUTS)[number];

/**
 * Whose export each layout is (null: our own template). An unknown file is told, in the carriers'
 * own names, whose exports we read: never a layout's id.
 */
export const LAYOUT_CARRIERS: Record<InvoiceLayout, CarrierId | null> = {
  ups_billing_data: 'ups',
  fedex_csv_edi: 'fedex',
  dhl_express_csv: 'dhl_express',
  dhl_express_line_report: 'dhl_express',
  gls_detail: 'gls',
  colissimo_detail: 'colissimo',
  chronopost_detail: 'chronopost',
  colis_prive_detail: 'colis_prive',
  generic: null,
};
