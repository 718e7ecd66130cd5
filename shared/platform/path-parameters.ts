/**
 * What a path parameter may be (../shared/QUALITY.md 22): the route table (functions/routes.ts)
 * gives each parameter name one of these rules, the router checks every parameter against its rule
 * before any handler runs, and the OpenAPI document declares the same rule. An id of 2,000
 * characters, or one holding the key separators of the table (`#`, `/`), is a 400 at the router
 * (`request.invalid`, the issue naming the parameter), never a key handed to the store.
 */
import * as z from 'zod/mini';

/** The longest id, number or name a path may carry; ours are at most 64 characters. */
export const PATH_ID_MAX = 128;

/**
 * Ids (random base64url, UUIDs, time-ordered hex, `co-<uuid>`), document numbers (`F-2026-000001`)
 * and names (`spend`, `home`, `stripe`): letters, digits, `-` and `_`, and `.` after the first.
 */
export const pathId = z
  .string()
  .check(z.minLength(1), z.maxLength(PATH_ID_MAX), z.regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/));

/** A page's slug (case studies, release notes): lower-case words joined by single hyphens. */
export const pathSlug = z
  .string()
  .check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** The rest of an unmatched path (`{proxy+}`): read by no store, so anything. */
export const pathRest = z.string();
