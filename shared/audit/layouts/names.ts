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
