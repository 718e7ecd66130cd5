/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (lambda-bundling.ts
 * aliases it). Every SDK client's runtime config imports that package's `defaultProvider`, the
 * whole chain a laptop or a server may need: environment, SSO, ini and process profiles, web
 * identity, the ECS container and EC2 instance endpoints, with the STS and SSO clients they call
 * (about 105 KiB minified in each bundle, measured 2026-12-07). In Lambda the runtime puts the
 * execution role's credentials in the environment before the first call (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), and the chain's first link, the environment, always
 * answers; so the bundles keep that link only. `LAMBDA_BUNDLES=1 npm start` runs them with the
 * local stand-ins' keys in the same variables. Outside the bundles (tests, the local stack, the
 * operator's scripts) the SDK's own chain runs.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type Init = Parameters<typeof fromEnv>[0];

export function defaultProvider(init: Init = {}) {
  const environment = fromEnv(init);
  return async () => {
    try {
      return await environment();
    } catch {
      throw new Error(
        'No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): a Lambda bundle reads only those, which the Lambda runtime sets from the execution role',
      );
    }
  };
}
