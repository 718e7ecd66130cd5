/**
 * The public API's reference (issue 21), read from its OpenAPI document (GET
 * /api/public/openapi.json) so that it never says other than what the server checks: each
 * operation with its method and path, how to authenticate, every field of its body (nested fields
 * named by their path, required or not, with their limits), and the errors it answers.
 */
import { PageShell } from '@web/components/page-shell';
import { api } from '@web/lib/api-client';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  pattern?: string;
  format?: string;
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  requestBody: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string }>;
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface Field {
  path: string;
  type: string;
  required: boolean;
  limits: string;
}

/** Every field of a body, nested ones by their path (`orders[].lines[].unit_price`). */
function fieldsOf(schema: JsonSchema, prefix = '', required = true): Field[] {
  if (schema.type === 'array' && schema.items) {
    const limits = [
      schema.minItems !== undefined ? `≥ ${schema.minItems}` : '',
      schema.maxItems ? `≤ ${schema.maxItems}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [
      { path: prefix, type: 'array', required, limits },
      ...fieldsOf(schema.items, `${prefix}[]`, true).filter((field) => field.path !== `${prefix}[]`),
    ];
  }
  if (schema.type === 'object' && schema.properties) {
    const own = prefix ? [{ path: prefix, type: 'object', required, limits: '' }] : [];
    return [
      ...own,
      ...Object.entries(schema.properties).flatMap(([name, child]) =>
        fieldsOf(child, prefix ? `${prefix}.${name}` : name, schema.required?.includes(name) ?? false),
      ),
    ];
  }
  // A format names a long pattern better than the pattern does (an e-mail address's is unreadable).
  const limits = schema.format ?? (schema.pattern && schema.pattern.length <= 40 ? schema.pattern : '');
  return [{ path: prefix, type: schema.type ?? 'any', required, limits }];
}

/** A description whose `quoted` parts are code, as OpenAPI descriptions (CommonMark) write them. */
function Described({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
        index % 2 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>,
      )}
    </>
  );
}

export default function ApiReferencePage() {
  const { data, error } = useSWR('/api/public/openapi.json', (path: string) => api<OpenApi>(path));
  const operations = Object.entries(data?.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <PageShell title="page.apiReference" intro="intro.apiReference">
      {error && (
        <p role="alert">
          <FormattedMessage id="apiReference.unavailable" />
        </p>
      )}
      <section className="panel" aria-labelledby="api-auth-heading">
        <h2 id="api-auth-heading">
          <FormattedMessage id="apiReference.auth" />
        </h2>
        <p>
          <FormattedMessage
            id="apiReference.authBody"
            values={{
              header: <code>Authorization: Bearer pa_live_…</code>,
              document: <code>/api/public/openapi.json</code>,
            }}
          />
        </p>
      </section>
      {operations.map(({ path, method, operation }) => (
        <section
          key={operation.operationId}
          className="panel"
          aria-labelledby={`op-${operation.operationId}`}
        >
          <h2 id={`op-${operation.operationId}`}>
            <code className="api-path">
              {method.toUpperCase()} {path}
            </code>
          </h2>
          <p>
            <strong>{operation.summary}</strong>
          </p>
          <p>{operation.description}</p>
          <h3>
            <FormattedMessage id="apiReference.body" />
          </h3>
          {fieldsOf(operation.requestBody.content['application/json'].schema).length === 0 ? (
            <p>
              <FormattedMessage id="apiReference.noBody" />
            </p>
          ) : (
            <>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways by keyboard. */}
              <div className="table-scroll" tabIndex={0}>
                <table className="data-table">
                  <caption className="visually-hidden">
                    <FormattedMessage id="apiReference.body" />
                  </caption>
                  <thead>
                    <tr>
                      {(['field', 'type', 'required', 'limits'] as const).map((column) => (
                        <th key={column} scope="col">
                          <FormattedMessage id={`apiReference.column.${column}`} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {fieldsOf(operation.requestBody.content['application/json'].schema).map((field) => (
                      <tr key={field.path}>
                        <th scope="row">
                          <code>{field.path}</code>
                        </th>
                        <td>{field.type}</td>
                        <td>
                          <FormattedMessage id={field.required ? 'apiReference.yes' : 'apiReference.no'} />
                        </td>
                        <td>{field.limits}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <h3>
            <FormattedMessage id="apiReference.answers" />
          </h3>
          <dl className="api-answers">
            {Object.entries(operation.responses).map(([status, response]) => (
              <div key={status}>
                <dt>
                  <code>{status}</code>
                </dt>
                <dd>
                  <Described text={response.description} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </PageShell>
  );
}
