/**
 * English messages: the reference catalog, put together from one module per area (en/*.ts). Every
 * key here must exist in fr.ts (the type system and a test both check), area by area. Error
 * messages are keyed `error.<code>` after shared/platform/errors.ts.
 */

import { auth } from './en/auth';
import { billing } from './en/billing';
import { bulk } from './en/bulk';
import { carriers } from './en/carriers';
import { claims } from './en/claims';
import { common } from './en/common';
import { dashboards } from './en/dashboards';
import { desk } from './en/desk';
import { documents } from './en/documents';
import { errors } from './en/errors';
import { guidance } from './en/guidance';
import { guides } from './en/guides';
import { inbound } from './en/inbound';
import { integrations } from './en/integrations';
import { invoices } from './en/invoices';
import { profile } from './en/profile';
import { team } from './en/team';

/** The catalog's parts, by area: fr.ts has the same parts with the same keys. */
export const enAreas = {
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

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
