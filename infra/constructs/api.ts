/**
 * The HTTP API: one Lambda per area (functions/<area>/lambda.ts, a router inside) and one API
 * Gateway route per row of functions/routes.ts, so the table is the only list of routes. The
 * `$default` stage is throttled and writes access logs.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { areaEntryFile } from '../../functions/lambdas';
import { AREAS, type Area, deployedRoutes } from '../../functions/routes';
import { HouseFunction } from './house-function';
import { areaFunctionId } from './lambda-bundling';
import { acknowledge } from './nag';

export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 };

const pascal = (area: string) => areaFunctionId(area).replace(/Function$/, '');

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<Area, HouseFunction>;

  constructor(scope: Construct, id: string, props: { environment: Record<string, string> }) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      createDefaultStage: false,
      description: 'Parcel Audit API',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    this.functions = {} as Record<Area, HouseFunction>;
    const integrations = {} as Record<Area, HttpLambdaIntegration>;
    for (const area of AREAS) {
      const fn = new HouseFunction(this, areaFunctionId(area), {
        entry: areaEntryFile(area),
        description: `Parcel Audit API: ${area}`,
        environment: props.environment,
      });
      this.functions[area] = fn;
      // One invoke permission per area, for any of its routes on this API, not one per route: 152
      // routes made 153 permissions and took the stack past CloudFormation's 500 resources.
      integrations[area] = new HttpLambdaIntegration(`${pascal(area)}Integration`, fn, {
        scopePermissionToRoute: false,
      });
    }

    for (const route of deployedRoutes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [route.method === 'ANY' ? HttpMethod.ANY : HttpMethod[route.method]],
        integration: integrations[route.area],
      });
    }

    acknowledge(this.httpApi, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorization runs in every Lambda (functions/http/lambda.ts): RS256 token verified for signature, issuer, audience and expiry, then the route access level from functions/routes.ts. Public routes are public by design.',
      },
    ]);
  }
}
