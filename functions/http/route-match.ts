/**
 * Matches a request to a route the way API Gateway HTTP APIs do: the most specific route wins,
 * exact segments before `{name}` parameters, and a greedy `{proxy+}` last; an exact method before
 * ANY. The local server uses this; in AWS, API Gateway does the same matching and passes routeKey.
 */
import type { RouteDef } from '../routes';

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'greedy'; name: string };

function parse(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const greedy = /^\{(\w+)\+\}$/.exec(part);
      if (greedy) return { kind: 'greedy', name: greedy[1]! };
      const param = /^\{(\w+)\}$/.exec(part);
      if (param) return { kind: 'param', name: param[1]! };
      return { kind: 'static', value: part };
    });
}

function score(segments: Segment[], method: string): number[] {
  // Compare lexically: fewer greedy, more static segments, longer paths, exact method.
  return [
    -segments.filter((segment) => segment.kind === 'greedy').length,
    segments.filter((segment) => segment.kind === 'static').length,
    segments.length,
    method === 'ANY' ? 0 : 1,
  ];
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function createMatcher(table: readonly RouteDef[]) {
  const compiled = table
    .map((route) => ({ route, segments: parse(route.path) }))
    .sort((a, b) => compareScores(score(a.segments, a.route.method), score(b.segments, b.route.method)));

  return function match(method: string, path: string): RouteMatch | null {
    let parts: string[];
    try {
      parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return null;
    }
    for (const { route, segments } of compiled) {
      if (route.method !== 'ANY' && route.method !== method) continue;
      const params = matchSegments(segments, parts);
      if (params) return { route, pathParameters: params };
    }
    return null;
  };
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'greedy') {
      if (i >= parts.length) return null;
      params[segment.name] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'static' && segment.value !== part) return null;
    if (segment.kind === 'param') params[segment.name] = part;
  }
  return segments.length === parts.length ? params : null;
}
