import type { JsonSchema } from './event-catalogue.js';

/** One incompatible change between a released contract and the current one. */
interface BreakingChange {
  /** Where: an event type (and field), or a route. */
  where: string;
  what: string;
}

type Schema = { [key: string]: unknown };

const typesOf = (schema: Schema): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : type === undefined ? [] : [type as string];
};

/**
 * The incompatible changes of a payload schema against its released version, as its readers see it: a field removed (or renamed: removed
 * plus added), a field's type changed, made nullable or given another pattern, or a field made required that was not. Adding an optional
 * field is compatible.
 */
function payloadBreakingChanges(where: string, released: Schema, current: Schema): BreakingChange[] {
  const changes: BreakingChange[] = [];
  const before = (released.properties ?? {}) as { [name: string]: Schema };
  const after = (current.properties ?? {}) as { [name: string]: Schema };
  const requiredBefore = new Set((released.required ?? []) as string[]);
  const requiredAfter = new Set((current.required ?? []) as string[]);
  for (const [name, field] of Object.entries(before)) {
    const now = after[name];
    if (!now) {
      changes.push({ where: `${where}.${name}`, what: 'campo removido ou renomeado' });
      continue;
    }
    const [was, is] = [typesOf(field), typesOf(now)];
    if (was.join('|') !== is.join('|'))
      changes.push({ where: `${where}.${name}`, what: `tipo mudou de ${was.join(' | ')} para ${is.join(' | ')}` });
    else if ((field.pattern ?? null) !== (now.pattern ?? null))
      changes.push({ where: `${where}.${name}`, what: 'formato (pattern) mudou' });
    else if (JSON.stringify(field.items ?? null) !== JSON.stringify(now.items ?? null))
      changes.push({ where: `${where}.${name}`, what: 'tipo dos itens mudou' });
    if (!requiredBefore.has(name) && requiredAfter.has(name))
      changes.push({ where: `${where}.${name}`, what: 'campo opcional passou a obrigatório' });
  }
  for (const name of requiredAfter) {
    if (!before[name]) changes.push({ where: `${where}.${name}`, what: 'campo novo obrigatório' });
  }
  return changes;
}

/** The released and current event contracts, by routing key: payload schemas as published. */
type EventSchemas = { [type: string]: JsonSchema };

/** Every incompatible change of the current event contracts against the released ones (a released event gone is one too). */
export function eventBreakingChanges(released: EventSchemas, current: EventSchemas): BreakingChange[] {
  return Object.entries(released).flatMap(([type, schema]) =>
    current[type]
      ? payloadBreakingChanges(type, schema as Schema, current[type] as Schema)
      : [{ where: type, what: 'evento publicado removido' }],
  );
}

/** What to tell a team whose change breaks a released contract. */
export function breakingChangeReport(changes: BreakingChange[]): string {
  return [
    `Mudança incompatível em ${changes.length === 1 ? 'um contrato publicado' : `${changes.length} pontos de contratos publicados`}:`,
    ...changes.map((change) => `  - ${change.where}: ${change.what}`),
    'Como seguir: acrescente o campo como opcional, ou publique uma versão nova (por exemplo .v2) ao lado da v1',
    'até que todo consumidor tenha migrado; só então retire a v1. Num release, `npm run contracts:release` grava o retrato novo.',
  ].join('\n');
}

/** An OpenAPI document as far as the compatibility check reads it. */
interface ApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: unknown; parameters?: Array<{ name: string; in: string; required?: boolean }>; 'x-permissao'?: string[] }
    >
  >;
  components?: { schemas?: Record<string, unknown> };
}

/** The JSON body schema of an operation, its `$ref` resolved in `document`. */
function bodySchema(document: ApiDocument, requestBody: unknown): Schema | undefined {
  const schema = (requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
  const ref = schema?.$ref;
  if (typeof ref === 'string') return document.components?.schemas?.[ref.slice('#/components/schemas/'.length)] as Schema | undefined;
  return schema;
}

/**
 * The incompatible changes of a service's HTTP API against its released version, as a client sees it: a route gone, a new required query
 * parameter, a parameter gone (the validation pipe refuses unknown ones), a body field gone, retyped or made required, a new required body
 * field, or another permission asked for. A new route, a new optional parameter or body field are compatible.
 */
export function apiBreakingChanges(service: string, released: ApiDocument, current: ApiDocument): BreakingChange[] {
  const changes: BreakingChange[] = [];
  for (const [path, operations] of Object.entries(released.paths)) {
    for (const [method, before] of Object.entries(operations)) {
      const where = `${service} ${method.toUpperCase()} ${path}`;
      const now = current.paths[path]?.[method];
      if (!now) {
        changes.push({ where, what: 'rota removida' });
        continue;
      }
      const parametersBefore = new Map((before.parameters ?? []).map((parameter) => [`${parameter.in}:${parameter.name}`, parameter]));
      const parametersNow = new Map((now.parameters ?? []).map((parameter) => [`${parameter.in}:${parameter.name}`, parameter]));
      for (const [key, parameter] of parametersBefore)
        if (!parametersNow.has(key)) changes.push({ where: `${where} ${parameter.name}`, what: 'parâmetro removido' });
      for (const [key, parameter] of parametersNow)
        if (parameter.required && !parametersBefore.get(key)?.required)
          changes.push({ where: `${where} ${parameter.name}`, what: 'parâmetro passou a obrigatório' });
      if (JSON.stringify(before['x-permissao'] ?? null) !== JSON.stringify(now['x-permissao'] ?? null))
        changes.push({
          where,
          what: `permissão mudou de ${(before['x-permissao'] ?? ['nenhuma']).join(' ou ')} para ${(now['x-permissao'] ?? ['nenhuma']).join(' ou ')}`,
        });
      const [bodyBefore, bodyNow] = [bodySchema(released, before.requestBody), bodySchema(current, now.requestBody)];
      if (bodyBefore && bodyNow) changes.push(...payloadBreakingChanges(`${where} corpo`, bodyBefore, bodyNow));
      else if (!bodyBefore && bodyNow && (now.requestBody as { required?: boolean }).required)
        changes.push({ where, what: 'corpo passou a obrigatório' });
    }
  }
  return changes;
}
