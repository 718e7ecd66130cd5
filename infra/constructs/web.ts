/**
 * The web front door: CloudFront serves the Vite build from a private bucket through origin
 * access control, and `/api/*` from the HTTP API on the same origin (no CORS for the app). A
 * CloudFront Function (../site-edge.ts) serves the public site's prerendered pages, with its
 * language redirect, and rewrites the app's page paths to index.html (the SPA fallback) and any
 * other page path to the not-found copy of it, which a second function answers 404, on the web
 * behaviour only, so API 404s stay API 404s. The security headers are the ones the local server sends.
 */

import { existsSync } from 'node:fs';
import { Duration, Fn } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../shared/platform/constants';
import { servedPagePatterns } from '../../shared/site/pages';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../security-headers';
import { NOT_FOUND_METADATA, NOT_FOUND_PAGE, notFoundStatusFunction, siteEdgeFunction } from '../site-edge';
import { ROOT } from './house-function';
import { acknowledge } from './nag';

export class Web extends Construct {
  readonly distribution: Distribution;

  constructor(
    scope: Construct,
    id: string,
    props: {
      webBucket: Bucket;
      logBucket: Bucket;
      api: HttpApi;
      /** Sent to the API with every request (x-origin-verify): the API believes the viewer address only with it. */
      originSecret: string;
      /**
       * The app's own domain (an alternate domain name of the distribution) and its ACM certificate,
       * which CloudFront takes from us-east-1 only. Without it the app is at its *.cloudfront.net name.
       */
      domain?: { name: string; certificateArn: string };
    },
  ) {
    super(scope, id);
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(63072000),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: SECURITY_HEADERS['permissions-policy'], override: true },
        ],
      },
    });
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(siteEdgeFunction()),
      runtime: FunctionRuntime.JS_2_0,
    });
    const notFoundStatus = new CloudFrontFunction(this, 'NotFoundStatus', {
      code: FunctionCode.fromInline(notFoundStatusFunction()),
      runtime: FunctionRuntime.JS_2_0,
    });
    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // CloudFront replaces a viewer's own header of this name: only CloudFront can send the secret.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
    });
    // The site pages the API fills (shared/site/pages.ts SERVED_PAGES): the edge function turns
    // their path into the API's route; each path's page is cached a minute, as the API says.
    const servedPage = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new CachePolicy(this, 'ServedPages', {
        comment: 'Parcel Audit: site pages the API fills, one per path',
        queryStringBehavior: CacheQueryStringBehavior.allowList('path'),
        defaultTtl: Duration.seconds(60),
        maxTtl: Duration.minutes(5),
        minTtl: Duration.seconds(0),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: notFoundStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        ...Object.fromEntries(servedPagePatterns().map((pattern) => [pattern, servedPage])),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });

    const build = `${ROOT}web/dist`;
    if (existsSync(`${build}/index.html`)) {
      const notFoundFile = NOT_FOUND_PAGE.slice(1);
      // The not-found page alone carries the metadata that has the viewer-response function answer 404.
      const notFound = new BucketDeployment(this, 'DeployNotFound', {
        sources: [Source.asset(build, { exclude: ['*', `!${notFoundFile}`] })],
        destinationBucket: props.webBucket,
        metadata: NOT_FOUND_METADATA,
        prune: false,
        memoryLimit: 512,
      });
      const site = new BucketDeployment(this, 'Deploy', {
        sources: [Source.asset(build, { exclude: [notFoundFile] })],
        destinationBucket: props.webBucket,
        // Left out of this sync, so its prune keeps the object the deployment above writes.
        exclude: [notFoundFile],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      site.node.addDependency(notFound);
    }

    acknowledge(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Merchants and carriers are international; no geographic restriction applies.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'Throttling is on the API stage and in the handlers (per-account and per-source sign-in limits); a WAF web ACL can be attached per environment.',
      },
    ]);
    if (!props.domain)
      acknowledge(this.distribution, [
        {
          id: 'AwsSolutions-CFR4',
          reason:
            'The default *.cloudfront.net certificate fixes the policy at TLSv1; deploying with a domain and its certificate (README, Deploy) sets TLSv1.2_2021.',
        },
      ]);
  }
}
