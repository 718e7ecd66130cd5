/**
 * The desk's view as its address holds it, so a view can be shared and the back button works: the
 * lane, the filters (named as the API names them: `carrier`, `companyId`, `assignee`, `daysLeft`,
 * `amountMin`, `amountMax`) and the claim open beside the list (`claim=<companyId>/<claimId>`).
 * Each value is checked with the API's own query schema; one the server would refuse (an address
 * typed by hand, an old link) is left out rather than failing the whole view.
 */
import { DESK_LANES, type DeskLane, type DeskQuery, deskQuerySchema } from '@shared/claims/desk';
import { safeParse } from 'zod/mini';

export const FILTER_NAMES = [
  'carrier',
  'companyId',
  'assignee',
  'daysLeft',
  'amountMin',
  'amountMax',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters of a lane, each as the query carries it. */
export type DeskFilters = { lane: DeskLane } & Partial<Pick<DeskQuery, FilterName>>;

/** A claim on the desk: its company and its id. */
export interface ClaimRef {
  companyId: string;
  claimId: string;
}

export interface DeskView {
  filters: DeskFilters;
  claim: ClaimRef | null;
}

const ID = /^[\w-]{1,64}$/;

export function readDeskView(search: URLSearchParams): DeskView {
  const lane = search.get('lane');
  const filters: DeskFilters = {
    lane: DESK_LANES.find((name) => name === lane) ?? 'to_file',
  };
  for (const name of FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    const parsed = safeParse(deskQuerySchema.shape[name], value);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data });
  }
  return { filters, claim: readClaimRef(search.get('claim')) };
}

/** `<companyId>/<claimId>`, both ids as the API's paths accept them. */
export function readClaimRef(value: string | null): ClaimRef | null {
  const [companyId = '', claimId = '', ...rest] = (value ?? '').split('/');
  return rest.length === 0 && ID.test(companyId) && ID.test(claimId) ? { companyId, claimId } : null;
}

export const claimRefText = (ref: ClaimRef) => `${ref.companyId}/${ref.claimId}`;

/** The address's query of a view: the lane first, then the filters set, then the claim open. */
export function deskSearch(view: DeskView): string {
  const search = new URLSearchParams({ lane: view.filters.lane });
  for (const name of FILTER_NAMES) {
    const value = view.filters[name];
    if (value !== undefined && value !== '') search.set(name, value);
  }
  if (view.claim) search.set('claim', claimRefText(view.claim));
  return `?${search}`;
}

/** What the list asks the API for (the cursor comes page by page). */
export function laneQuery(filters: DeskFilters): Record<string, string> {
  const query: Record<string, string> = { lane: filters.lane };
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== '') query[name] = value;
  }
  return query;
}

/** How many filters narrow the lane. */
export const filtersInUse = (filters: DeskFilters) =>
  FILTER_NAMES.filter((name) => filters[name] !== undefined && filters[name] !== '').length;
