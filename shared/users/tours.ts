/**
 * The guided tours (spec: Home 4 steps, Carrier Information 3, My Invoices 3) as feature entries
 * (label, page route). The server lists the ones a person has not finished; the web shows them to
 * non-admins on these pages.
 */
export const TOURS = [
  { label: 'home', route: '/home', steps: 4 },
  { label: 'carrierInformation', route: '/carrier/information', steps: 3 },
  { label: 'myInvoices', route: '/invoiceControl/myInvoices', steps: 3 },
] as const;

export type TourLabel = (typeof TOURS)[number]['label'];

export const TOUR_LABELS = TOURS.map((tour) => tour.label) as [TourLabel, ...TourLabel[]];
