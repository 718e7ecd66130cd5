/**
 * The fields of a native HTML form post (`application/x-www-form-urlencoded`): how a public page
 * without JavaScript sends its form. Only a route that serves such a form reads it; every other
 * route takes JSON alone (the body parser of functions/http/lambda.ts refuses anything else).
 */
import type { HttpRequest } from './endpoint';
import { Invalid } from './errors';

/** Whether the request carries a form post rather than JSON. */
export function isFormPost(request: HttpRequest): boolean {
  const headers = request.event.headers ?? {};
  const type = headers['content-type'] ?? headers['Content-Type'] ?? '';
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
}

/** The form's fields by name; a field sent twice is refused (a form of ours never does it). */
export function formFields(request: HttpRequest): Record<string, string> {
  const { body, isBase64Encoded } = request.event;
  const text = body ? (isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body) : '';
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw Invalid('A form field was sent twice');
    fields[name] = value;
  }
  return fields;
}
