/** The companies area's Lambda: the caller's company, its details and bank details. */
import { areaLambda } from '../http/lambda';
import { handler as getCompany } from './get-company';
import { handler as updateBank } from './update-bank';
import { handler as updateCompany } from './update-company';

export const handler = areaLambda('companies', {
  'get-company': getCompany,
  'update-company': updateCompany,
  'update-bank': updateBank,
});
