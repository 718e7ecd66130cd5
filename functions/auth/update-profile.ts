/** PUT /api/private/user/profile: names, job title and phone; answers a token whose names are current. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { profileSchema } from '@shared/validation/profile';
import { getCompany } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { dynamo, isConditionFailed } from '../lib/aws/dynamo';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { profileView } from './get-profile';
import { issueToken } from './session';
import { getUser, userKey } from './user-store';

export const handler = endpoint(profileSchema, async ({ input, actor }) => {
  const { homeCompanyId: companyId, userId } = actor;
  await dynamo
    .send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: userKey(companyId, userId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression:
          'SET first_name = :first, last_name = :last, job_title = :job, phone_number = :phone',
        ExpressionAttributeValues: {
          ':first': input.first_name,
          ':last': input.last_name,
          ':job': input.job_title,
          ':phone': input.phone_number,
        },
      }),
    )
    .catch((error: unknown) => {
      throw isConditionFailed(error) ? NotFound('No such user') : error;
    });
  const [user, company] = await Promise.all([getUser(companyId, userId), getCompany(actor.companyId)]);
  if (!user || !company) throw NotFound('No such user');
  return ok({
    profile: profileView(user),
    token: await issueToken(user, company, clock.now(), actor.claims.auth_time),
  });
});
