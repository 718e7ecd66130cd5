/** The companies area's Lambda: the caller's company, its details, bank details, hierarchy and switching. */
import { areaLambda } from '../http/lambda';
import { handler as getCompany } from './get-company';
import { handler as getHierarchy } from './get-hierarchy';
import { handler as switchCompany } from './switch-company';
import { handler as updateBank } from './update-bank';
import { handler as updateCompany } from './update-company';

export const handler = areaLambda('companies', {
  'get-company': getCompany,
  'update-company': updateCompany,
  'update-bank': updateBank,
  'get-hierarchy': getHierarchy,
  'switch-company': switchCompany,
});
