/**
 * The operations of a service's OpenAPI document, in the shape the fuzzer walks: the method, the path
 * template and its parameters, the query parameters, and the request body's media type and schema
 * (every $ref resolved against the document's components).
 */

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** The template, e.g. `/api/jobs/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: Schema }[];
  body?: { mediaType: string; schema: Schema };
  /** Declared with a bearer token (admin routes). */
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The schema with its $ref, allOf and nested properties resolved (a depth guard stops a cycle). */
export function resolveSchema(document: OpenApiDocument, schema: Schema = {}, depth = 0): Schema {
  if (depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolveSchema(document, document.components?.schemas?.[name], depth + 1);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolveSchema(document, part, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema>,
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  const resolved: Schema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        resolveSchema(document, value, depth + 1),
      ]),
    );
  }
  if (schema.items) resolved.items = resolveSchema(document, schema.items, depth + 1);
  return resolved;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          method,
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: resolveSchema(document, p.schema) })),
          ...(mediaType && { body: { mediaType, schema: resolveSchema(document, content?.schema) } }),
          secured: (operation.security ?? []).length > 0,
        };
      }),
  );
}
