import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiException } from './api-error.js';

/** Portuguese text per class-validator constraint; `{f}` is the field, `{n}` a number from the rule. */
const TEMPLATES: Record<string, string> = {
  whitelistValidation: "O campo '{f}' não é permitido.",
  isDefined: "O campo '{f}' é obrigatório.",
  isNotEmpty: "O campo '{f}' é obrigatório.",
  isString: "O campo '{f}' deve ser um texto.",
  isInt: "O campo '{f}' deve ser um número inteiro.",
  isNumber: "O campo '{f}' deve ser um número.",
  isPositive: "O campo '{f}' deve ser um número positivo.",
  isBoolean: "O campo '{f}' deve ser verdadeiro ou falso.",
  isEmail: "O campo '{f}' deve ser um e-mail válido.",
  isArray: "O campo '{f}' deve ser uma lista.",
  isObject: "O campo '{f}' deve ser um objeto.",
  isDateString: "O campo '{f}' deve ser uma data válida.",
  isISO8601: "O campo '{f}' deve ser uma data válida.",
  isIn: "O campo '{f}' tem um valor não permitido.",
  isEnum: "O campo '{f}' tem um valor não permitido.",
  minLength: "O campo '{f}' deve ter pelo menos {n} caracteres.",
  maxLength: "O campo '{f}' deve ter no máximo {n} caracteres.",
  min: "O campo '{f}' deve ser no mínimo {n}.",
  max: "O campo '{f}' deve ser no máximo {n}.",
  arrayMaxSize: "O campo '{f}' deve ter no máximo {n} itens.",
  arrayMinSize: "O campo '{f}' deve ter pelo menos {n} itens.",
  matches: "O campo '{f}' tem um formato inválido.",
  nestedValidation: "O campo '{f}' tem um formato inválido.",
};

/** class-validator's own English messages start with the property name, in lower case. */
function isCustomMessage(message: string): boolean {
  return /^[A-ZÀ-Ú]/.test(message);
}

/** The most basic problem of a field is told first: present, then of the right type, then the finer rules. */
const RULE_PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
];
const priorityOf = (rule: string) => {
  const index = RULE_PRIORITY.indexOf(rule);
  return index < 0 ? RULE_PRIORITY.length : index;
};

export function validationMessages(errors: ValidationError[], parent = ''): Array<{ field: string; message: string }> {
  const out: Array<{ field: string; message: string }> = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const rules = Object.entries(error.constraints ?? {}).sort(([a], [b]) => priorityOf(a) - priorityOf(b));
    // One message per field: the first that applies.
    for (const [rule, english] of rules.slice(0, 1)) {
      if (isCustomMessage(english)) {
        out.push({ field, message: english });
        continue;
      }
      const template = TEMPLATES[rule] ?? "O campo '{f}' é inválido.";
      const number = /(-?\d+(?:\.\d+)?)/.exec(english)?.[1] ?? '';
      out.push({ field, message: template.replace('{f}', field).replace('{n}', number) });
    }
    if (error.children?.length) out.push(...validationMessages(error.children, field));
  }
  return out;
}

/** Deeper than any body or query the API takes; class-transformer recurses, so deeper input would overflow the stack. */
export const MAX_INPUT_DEPTH = 32;
export const MSG_TOO_DEEP = 'A requisição tem níveis de aninhamento demais.';
export const invalidCharactersMessage = (field: string) =>
  field ? `O campo '${field}' contém caracteres inválidos.` : 'A requisição contém caracteres inválidos.';
/**
 * Lone UTF-16 surrogates: UTF-8 cannot encode them, so the driver would store U+FFFD
 * instead of what was sent. (NUL, which PostgreSQL text cannot hold, is left to each
 * service, e.g. dropped; where it reaches the database the error filter answers 400.)
 */
const UNSTORABLE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Refuses (400) input nested deeper than MAX_INPUT_DEPTH, and text holding lone
 * surrogates, in values and keys: such text cannot be stored as sent.
 * Iterative, so any depth is safe to inspect.
 */
export function assertStorableInput(value: unknown, root = ''): void {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value, depth: 0, path: root }];
  while (pending.length) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (UNSTORABLE.test(item.value)) throw new ApiException(400, invalidCharactersMessage(item.path));
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) throw new ApiException(400, MSG_TOO_DEEP);
    for (const [key, child] of Object.entries(item.value)) {
      const path = Array.isArray(item.value) ? `${item.path}[${key}]` : item.path ? `${item.path}.${key}` : key;
      if (UNSTORABLE.test(key)) throw new ApiException(400, invalidCharactersMessage(item.path));
      pending.push({ value: child, depth: item.depth + 1, path });
    }
  }
}

/**
 * Validates bodies and queries against their DTO classes: unknown fields are
 * rejected, and every problem is answered as 400 in Portuguese naming the field.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      assertStorableInput(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    }
    // A DTO body must be a JSON object: an array, a string or nothing is refused
    // here rather than half-validated.
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new ApiException(400, 'O corpo da requisição deve ser um objeto JSON.');
      }
    }
    return super.transform(value, metadata);
  }

  /**
   * Nest turns a `number`-typed path or query parameter into `+value` before the parameter's own pipe runs, so ' 1', '+1', '0x10', '1e3' or
   * '00000000001' would reach ParseIdPipe as 1, 16, 1000 and 1. Only plain integer text becomes a number; anything else stays text, for the
   * parameter's pipe to refuse.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && typeof value === 'string' && !PLAIN_NUMBER.test(value)) return value;
    return super.transformPrimitive(value, metadata);
  }
}

const PLAIN_NUMBER = /^-?\d{1,10}$/;

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const messages = validationMessages(errors);
      return new ApiException(400, messages[0]?.message ?? 'Requisição inválida.', messages);
    },
  });
}
