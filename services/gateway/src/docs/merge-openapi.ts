import type { OpenApiDocument } from '@treina/contracts/openapi';

type Json = { [key: string]: unknown };

/** Every `$ref` to a component schema of `service`, renamed under the service's prefix. */
function prefixRefs(value: unknown, service: string): unknown {
  if (Array.isArray(value)) return value.map((item) => prefixRefs(item, service));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/') && inner !== '#/components/schemas/Erro'
          ? `#/components/schemas/${service}.${inner.slice('#/components/schemas/'.length)}`
          : prefixRefs(inner, service),
      ]),
    );
  }
  return value;
}

/**
 * The product's HTTP API as one OpenAPI 3.1 document: every service's paths (the gateway routes by first segment, so no two services share
 * one), each operation tagged with its service, each service's schemas under its own prefix (`academic.CreateClassDto`: two services may
 * name a DTO alike), the shared error answers and session scheme once.
 */
export function mergeOpenApi(documents: Record<string, OpenApiDocument>, version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Json = {};
  let shared: OpenApiDocument['components'] = {};
  for (const [service, document] of Object.entries(documents)) {
    for (const [path, item] of Object.entries(document.paths)) {
      if (paths[path]) throw new Error(`${path} está em dois serviços`);
      paths[path] = Object.fromEntries(
        Object.entries(prefixRefs(item, service) as Json).map(([method, operation]) => [
          method,
          // One group per service in the page (the controller tags would list every route twice).
          { ...(operation as Json), tags: [service] },
        ]),
      );
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
      if (name === 'Erro') schemas.Erro = schema;
      else schemas[`${service}.${name}`] = prefixRefs(schema, service);
    shared = { responses: document.components?.responses, securitySchemes: document.components?.securitySchemes };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Treina: API HTTP',
      version,
      description:
        'Todas as rotas do produto, pelo gateway em /api, geradas do código de cada serviço. Os eventos estão em /api/asyncapi.json.',
    },
    tags: Object.keys(documents).map((service) => ({ name: service, description: `Serviço ${service}` })),
    paths,
    components: { schemas, ...shared },
  };
}
