/**
 * Where each area's Lambda entry lives. CDK bundles `functions/<area>/lambda.ts`; the local server
 * imports the same module through this map (typed, so an area without an entry fails typecheck).
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HttpResult } from './http/responses';
import type { Area } from './routes';

export type AreaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

export const areaEntries: Record<Area, () => Promise<{ handler: AreaHandler }>> = {
  platform: () => import('./platform/lambda'),
  auth: () => import('./auth/lambda'),
  companies: () => import('./companies/lambda'),
  team: () => import('./team/lambda'),
  users: () => import('./users/lambda'),
  admin: () => import('./admin/lambda'),
  carriers: () => import('./carriers/lambda'),
  documents: () => import('./documents/lambda'),
  claims: () => import('./claims/lambda'),
  bulk: () => import('./bulk/lambda'),
  audit: () => import('./audit/lambda'),
  dashboards: () => import('./dashboards/lambda'),
  billing: () => import('./billing/lambda'),
  integrations: () => import('./integrations/lambda'),
  site: () => import('./site/lambda'),
  desk: () => import('./desk/lambda'),
  'desk-files': () => import('./desk-files/lambda'),
};

export function areaEntryFile(area: Area): string {
  return `functions/${area}/lambda.ts`;
}
