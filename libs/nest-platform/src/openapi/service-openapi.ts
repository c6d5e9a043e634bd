import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '@treina/contracts';
// class-transformer 0.5 has no "exports" map: its storage is reached by path (the build DTOs' @Type() writes to).
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ACCEPTS_INPUT } from '../http/accepts-input.decorator.js';
import { API_PREFIX, API_PREFIX_OPTIONS } from '../http/configure-app.js';
import { DEFAULT_STATUS_MESSAGES } from '../http/api-error.js';
import { operationFacts, type OperationFacts } from './operation-facts.js';
import type { ColumnKind } from '../http/paging.js';

type Json = { [key: string]: unknown };
type Operation = Json & { operationId: string; parameters?: Json[]; responses: Json; requestBody?: Json; security?: Json[] };

const ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'statusMsg', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    statusMsg: { type: 'string', description: 'A mensagem em português que o usuário vê.' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      description: 'Mensagens por campo (erros de validação).',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;

/** The error answers a route can give, from what it takes and who may call it. */
function errorStatuses(method: string, path: string, operation: Operation, facts: OperationFacts | undefined): number[] {
  const writes = method !== 'get';
  const access = facts?.access;
  const statuses = new Set<number>([503]);
  if (writes || operation.parameters?.length || facts?.list || facts?.body) statuses.add(400);
  if (access?.kind !== 'public') statuses.add(401);
  if (access?.kind === 'permission' || access?.kind === 'authenticated' || access === undefined) statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  if (writes) statuses.add(409);
  if (facts?.body || facts?.multipart) statuses.add(413).add(415);
  if (access?.kind === 'public' && writes) statuses.add(429);
  return [...statuses].sort();
}

function listParameters(facts: NonNullable<OperationFacts['list']>, schemas: Json): Json[] {
  const columns = Object.keys(facts.columns);
  const searchable = columns.filter((name) => facts.columns[name]!.searchable);
  const protocol: Json[] = [
    {
      name: 'page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1 },
      description: 'Página (a partir de 1); com ela a resposta traz X-Total-Count.',
    },
    {
      name: 'pageSize',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      description: 'Linhas por página.',
    },
    {
      name: 'sort',
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: `Campos separados por vírgula; '-' antes do campo ordena de forma decrescente. Campos: ${columns.join(', ')}.`,
    },
    {
      name: 'q',
      in: 'query',
      required: false,
      schema: { type: 'string', maxLength: 200 },
      description: `Busca livre (sem diferença de maiúsculas, acentos, espaços, hífens e parênteses) em: ${searchable.join(', ') || '—'}.`,
    },
    ...columns.map((name) => ({
      name: `filter.${name}`,
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: `Filtro da coluna ${name} (${FILTER_MATCH[facts.columns[name]!.kind]}).`,
    })),
  ];
  const own = facts.params ? (schemas[facts.params.name] as Json | undefined) : undefined;
  const required = new Set((own?.required as string[] | undefined) ?? []);
  const ownParameters = Object.entries((own?.properties as Json | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...protocol, ...ownParameters];
}

/**
 * The fields of a DTO class that take null: those whose conditional validation skips a null value (@IsOptional(), or a service's own
 * ValidateIf such as crm's @Nullable()), asked of the condition itself. The platform's @OptionalField() validates null, so a field under it
 * refuses null and is not listed.
 */
function nullableFields(target: Type<unknown> | undefined): Set<string> {
  if (!target) return new Set();
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  return new Set(
    metadatas
      .filter((meta) => meta.type === (ValidationTypes.CONDITIONAL_VALIDATION as string))
      .filter((meta) => {
        const condition = meta.constraints?.[0] as ((object: object, value: unknown) => boolean) | undefined;
        return typeof condition === 'function' && !condition({ [meta.propertyName]: null }, null);
      })
      .map((meta) => meta.propertyName),
  );
}

/** `schema` with null added to the types of the `nullable` fields. */
function withNulls(schema: Json, nullable: Set<string>): Json {
  const properties = (schema.properties ?? {}) as { [name: string]: Json };
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, field]) => {
        if (!nullable.has(name)) return [name, field];
        if (typeof field.type === 'string') return [name, { ...field, type: [field.type, 'null'] }];
        if (Array.isArray(field.type))
          return [name, { ...field, type: field.type.includes('null') ? field.type : [...(field.type as string[]), 'null'] }];
        if (field.$ref) return [name, { oneOf: [{ $ref: field.$ref }, { type: 'null' }] }];
        return [name, field];
      }),
    ),
  };
}

/** A custom validation rule, described by its name (the rules it stands for live in the service). */
function customRule(meta: { type?: string }): Json {
  // class-validator-jsonschema puts the registered rule's name (`isCpf`) in `type`.
  return meta.type && meta.type !== (ValidationTypes.CUSTOM_VALIDATION as string) ? { description: `Regra: ${meta.type}.` } : {};
}

/**
 * Fields a DTO only @Allow()s (read-only fields of an answer that a form may send back)
 * have no rule: they are accepted and ignored, never required.
 */
function withIgnoredFields(schema: Json): Json {
  const properties = (schema.properties ?? {}) as { [name: string]: Json };
  const ignored = Object.keys(properties).filter((name) => Object.keys(properties[name]!).length === 0);
  if (!ignored.length) return schema;
  const { required: listed, ...rest } = schema;
  const required = ((listed ?? []) as string[]).filter((name) => !ignored.includes(name));
  return {
    ...rest,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [
        name,
        ignored.includes(name) ? { description: 'Aceito e ignorado (campo da resposta).' } : field,
      ]),
    ),
    ...(required.length ? { required } : {}),
  };
}

/** Adds to @nestjs/swagger's document what it cannot see: access, lists, id lists, DTO schemas from class-validator, error answers. */
function enrich(document: OpenAPIObject, facts: OperationFacts[]): void {
  const byOperation = new Map(facts.map((fact) => [fact.operationId, fact]));
  const options = {
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage,
    // A service's own rule (e.g. academic's @IsCpf()) says nothing a schema can: the field's type comes from
    // its other rules (@IsString()), not from its TypeScript type, which a `string | null` reflects as Object.
    additionalConverters: {
      [ValidationTypes.CUSTOM_VALIDATION]: (meta: { type?: string }) => customRule(meta),
      // class-validator's @IsDateString() takes any ISO 8601 date (a date without a time too); the default pattern wants a time.
      isDateString: { type: 'string' as const, description: 'Data ISO 8601: AAAA-MM-DD ou data e hora.' },
      // @AcceptsInput(schema): what the client may send before the field's @Transform().
      [ACCEPTS_INPUT]: (meta: { constraints?: unknown[] }) => meta.constraints?.[0] as Json,
    },
  };
  const schemas = validationMetadatasToSchemas(options) as Json;
  // A body class's own schema, inherited rules included (an Update DTO is PartialType(Create DTO)).
  for (const fact of facts) {
    for (const type of [fact.body, fact.list?.params]) if (type) schemas[type.name] = targetConstructorToSchema(type, options);
  }
  // DTO classes by name (nested DTOs are referenced by name only).
  const classes = new Map<string, Type<unknown>>();
  for (const target of (getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys())
    if (typeof target === 'function') classes.set(target.name, target as Type<unknown>);
  for (const fact of facts) for (const type of [fact.body, fact.list?.params]) if (type) classes.set(type.name, type);
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item as Json)) {
      const operation = value as Operation;
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const fact = byOperation.get(operation.operationId);
      const access = fact?.access;
      if (access?.kind === 'public') operation.security = [];
      else operation.security = [{ sessao: [] }];
      if (access?.kind === 'permission') {
        operation['x-permissao'] = access.anyOf;
        operation.description = `Permissão: ${access.anyOf.join(' ou ')}.${operation.description ? ` ${String(operation.description)}` : ''}`;
      } else if (access?.kind === 'authenticated') {
        operation.description = 'Qualquer usuário logado.';
      } else if (access?.kind === 'public') {
        operation.description = 'Pública (sem login).';
      }
      const parameters = (operation.parameters ?? []).filter((parameter) => !fact?.idLists.includes(parameter.name as string));
      for (const name of fact?.idLists ?? [])
        parameters.push({
          name,
          in: 'query',
          required: true,
          schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' },
          description: 'Ids separados por vírgula.',
        });
      if (fact?.list) {
        parameters.push(...listParameters(fact.list, schemas));
        const ok = ((operation.responses['200'] as Json | undefined) ?? { description: 'A lista (uma página, com page).' }) as Json;
        ok.headers = {
          'X-Total-Count': { description: 'Total de linhas que atendem à busca e aos filtros (com page).', schema: { type: 'integer' } },
          'X-Total-Count-Exact': {
            description: "'true', ou 'false' quando X-Total-Count é só um mínimo: uma busca ampla ainda sendo contada (\"mais de 1.000\").",
            schema: { type: 'string', enum: ['true', 'false'] },
          },
        };
        operation.responses['200'] = ok;
      }
      operation.parameters = parameters;
      if (fact?.body) {
        used.add(fact.body.name);
        operation.requestBody = {
          required: true,
          content: {
            'application/json': {
              schema: fact.bodyIsList
                ? { type: 'array', items: { $ref: `#/components/schemas/${fact.body.name}` } }
                : { $ref: `#/components/schemas/${fact.body.name}` },
            },
          },
        };
      } else if (fact?.multipart) {
        operation.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'array', items: { type: 'string', contentEncoding: 'binary' } } } },
            },
          },
        };
      }
      for (const status of errorStatuses(method, path, operation, fact))
        operation.responses[String(status)] = { $ref: `#/components/responses/Erro${status}` };
      for (const [status, response] of Object.entries(operation.responses))
        if (!('$ref' in (response as Json)) && !(response as Json).description)
          (response as Json).description = status.startsWith('2') ? 'Sucesso.' : '';
    }
  }
  // The DTO schemas the routes use, and those they reference.
  const pending = [...used];
  const components: Json = {};
  while (pending.length) {
    const name = pending.pop()!;
    if (components[name] || !schemas[name]) continue;
    components[name] = withNulls(withIgnoredFields(schemas[name] as Json), nullableFields(classes.get(name)));
    for (const match of JSON.stringify(schemas[name]).matchAll(/#\/components\/schemas\/([\w$]+)/g)) pending.push(match[1]!);
  }
  document.components = {
    ...document.components,
    schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))) as never,
    securitySchemes: {
      sessao: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'Sessão (JWT ES256 em cookie httpOnly) de POST /api/auth/login.',
      },
    },
    responses: Object.fromEntries(
      ERROR_STATUSES.map((status) => [
        `Erro${status}`,
        {
          description: DEFAULT_STATUS_MESSAGES[status],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } },
        },
      ]),
    ) as never,
  };
  (document.components.schemas as Json).Erro = ERROR_SCHEMA;
}

/**
 * A service's HTTP API as an OpenAPI 3.1 document generated from its controllers and DTOs, built in Nest's preview mode (no provider runs:
 * no database or broker needed), read by @nestjs/swagger plus the platform's own metadata. One service per process: class-validator's
 * metadata is global.
 */
/** How a column's filter matches, by the column's kind (applyListQuery). */
const FILTER_MATCH: Record<ColumnKind, string> = {
  text: 'contém',
  number: 'igual a',
  boolean: 'igual a',
  date: "igual a, em AAAA-MM-DD; ou contém, no DD/MM/AAAA mostrado: '15/03/2026', '03/2026', '2026'",
};

export async function serviceOpenApi(
  module: Type<unknown>,
  options: { service: string; version: string; description?: string },
): Promise<OpenAPIObject> {
  const app = await NestFactory.create(module, { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  try {
    const config = new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle(`Treina: ${options.service}`)
      .setDescription(options.description ?? `API HTTP do serviço ${options.service}, pelo gateway em /api.`)
      .setVersion(options.version)
      .build();
    const document = SwaggerModule.createDocument(app, config);
    // The probes are the cluster's, not part of the API the gateway serves.
    for (const path of Object.keys(document.paths)) if (!path.startsWith(`/${API_PREFIX}/`)) delete document.paths[path];
    enrich(document, operationFacts(app));
    return document;
  } finally {
    await app.close();
  }
}
