/**
 * French messages, put together from one module per area (fr/*.ts), each typed against its English
 * part: a missing or extra key fails the typecheck.
 */
import type { MessageKey } from './en';
import { auth } from './fr/auth';
import { billing } from './fr/billing';
import { bulk } from './fr/bulk';
import { carriers } from './fr/carriers';
import { claims } from './fr/claims';
import { common } from './fr/common';
import { dashboards } from './fr/dashboards';
import { desk } from './fr/desk';
import { documents } from './fr/documents';
import { errors } from './fr/errors';
import { guidance } from './fr/guidance';
import { guides } from './fr/guides';
import { inbound } from './fr/inbound';
import { integrations } from './fr/integrations';
import { invoices } from './fr/invoices';
import { profile } from './fr/profile';
import { team } from './fr/team';

/** The catalog's parts, by area, as in en.ts. */
export const frAreas = {
  common,
  errors,
  auth,
  profile,
  team,
  carriers,
  documents,
  invoices,
  claims,
  bulk,
  dashboards,
  billing,
  integrations,
  guides,
  guidance,
  desk,
  inbound,
};

export const fr: Record<MessageKey, string> = {
  ...common,
  ...errors,
  ...auth,
  ...profile,
  ...team,
  ...carriers,
  ...documents,
  ...invoices,
  ...claims,
  ...bulk,
  ...dashboards,
  ...billing,
  ...integrations,
  ...guides,
  ...guidance,
  ...desk,
  ...inbound,
};
