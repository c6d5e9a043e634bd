import type { EnrolmentSnapshotV1 } from '@treina/contracts';

/** The fields of an enrolment the rules read and write (ENROLMENT_FIELDS declares each once). */
export interface EnrolmentState {
  /** Absent for a new entry. */
  id?: number;
  id_aluno: number;
  id_status: number;
  id_forma_pagto: number | null;
  valor_pago: number | null;
  cod_pagto: string | null;
  gera_comissao: boolean;
  libera_conteudo: boolean;
  id_status_contrato_aluno: number | null;
  cci: string;
  data_hora_inclusao: Date;
  data_hora_pagamento: Date | null;
  data_hora_cancelamento: Date | null;
  id_turma_origem: number | null;
  /** Monthly instalments, 1..12. */
  parcelas: number;
  /** Reais with two decimals ('100.00'), as the API and the events carry it. */
  desconto: string | null;
  /** YYYY-MM-DD */
  primeiro_vencimento: string | null;
}

/** How one field of an entry is stored, named and shown. */
interface EnrolmentField {
  /** Its column in `inscricao`, which is also its name in the enrolment events. */
  column: keyof EnrolmentSnapshotV1;
  /** Its name in the class form's list, the Turmas list's entries, the class's history and `campos_alterados`. */
  api: string;
  /**
   * The column's SQL type, for the set-based writes. `numeric`: reais as a JSON number (valor_pago);
   * `money`: numeric(12,2) as text with two decimals ('100.00'); `date`: YYYY-MM-DD.
   */
  sql: 'int' | 'numeric' | 'money' | 'text' | 'bool' | 'date' | 'timestamptz';
  /**
   * The form sets it: a field the form leaves out keeps the stored value, or takes `whenNew` on a
   * new entry; `nullKeeps`: a null is left out too (a flag that cannot be null). Absent: the rules set it.
   */
  form?: { whenNew: null | boolean | number; nullKeeps?: true };
  /** Recorded in the class's history. */
  audited: boolean;
  /** The name shown beside the id, joined by the lists and the events (`si`: the status, `fp`: the payment method). */
  named?: { as: keyof EnrolmentSnapshotV1; sql: string };
}

/**
 * An entry's fields, declared once, in the order `campos_alterados` and the history list them: the rules' name (EnrolmentState) -> column,
 * API name, SQL type and the rest. The set-based writes, the rows read back, the event snapshot, the Turmas list's entries, the changed
 * fields and the history's field list are built from it (enrolment.columns.spec.ts checks it against the entity and the event).
 */
export const ENROLMENT_FIELDS = {
  id_status: {
    column: 'id_status_inscricao',
    api: 'id_inscricao',
    sql: 'int',
    audited: true,
    named: { as: 'nome_status_inscricao', sql: 'si.nome_status_inscricao' },
  },
  id_forma_pagto: {
    column: 'id_forma_pagto',
    api: 'id_forma_pagto',
    sql: 'int',
    form: { whenNew: null },
    audited: true,
    named: { as: 'nome_forma_pagto', sql: 'fp.nome_forma_pagto' },
  },
  valor_pago: { column: 'valor_pago', api: 'valor_pago', sql: 'numeric', form: { whenNew: null }, audited: true },
  cod_pagto: { column: 'cod_pagto', api: 'cod_pagto', sql: 'text', form: { whenNew: null }, audited: true },
  // New entries: commission on, content release off.
  gera_comissao: { column: 'gera_comissao', api: 'gera_comissao', sql: 'bool', form: { whenNew: true, nullKeeps: true }, audited: true },
  libera_conteudo: {
    column: 'libera_conteudo',
    api: 'libera_conteudo',
    sql: 'bool',
    form: { whenNew: false, nullKeeps: true },
    audited: true,
  },
  id_status_contrato_aluno: {
    column: 'id_status_contrato_aluno',
    api: 'id_status_contrato_aluno',
    sql: 'int',
    form: { whenNew: null },
    audited: true,
  },
  cci: { column: 'cci', api: 'cci', sql: 'text', audited: false },
  data_hora_inclusao: { column: 'data_hora_inclusao', api: 'data_hora_inclusao', sql: 'timestamptz', audited: false },
  data_hora_pagamento: { column: 'data_hora_pagamento', api: 'data_hora_pagamento', sql: 'timestamptz', audited: false },
  data_hora_cancelamento: { column: 'data_hora_cancelamento', api: 'data_hora_cancelamento', sql: 'timestamptz', audited: false },
  // Set by the transfer rules from the origin the form chooses.
  id_turma_origem: { column: 'id_turma_origem', api: 'id_turma_origem', sql: 'int', audited: true },
  // New entries: one instalment; the column cannot be null, so a null keeps it.
  parcelas: { column: 'parcelas', api: 'parcelas', sql: 'int', form: { whenNew: 1, nullKeeps: true }, audited: true },
  desconto: { column: 'desconto', api: 'desconto', sql: 'money', form: { whenNew: null }, audited: true },
  primeiro_vencimento: { column: 'primeiro_vencimento', api: 'primeiro_vencimento', sql: 'date', form: { whenNew: null }, audited: true },
} as const satisfies Record<Exclude<keyof EnrolmentState, 'id' | 'id_aluno'>, EnrolmentField>;

export type EnrolmentFieldName = keyof typeof ENROLMENT_FIELDS;
type Fields = typeof ENROLMENT_FIELDS;
/** The fields the class form sets. */
export type FormFieldName = { [K in EnrolmentFieldName]: Fields[K] extends { form: object } ? K : never }[EnrolmentFieldName];

const ENROLMENT_FIELD_NAMES = Object.keys(ENROLMENT_FIELDS) as EnrolmentFieldName[];
const field = (name: EnrolmentFieldName): EnrolmentField => ENROLMENT_FIELDS[name];
export const FORM_FIELD_NAMES = ENROLMENT_FIELD_NAMES.filter((name) => field(name).form) as FormFieldName[];
/** The history's names of the audited fields. */
export const AUDITED_API_NAMES = ENROLMENT_FIELD_NAMES.filter((name) => field(name).audited).map((name) => field(name).api);

/** One entry of the list the form sends; an absent form field keeps the stored value (or takes its default when new). */
export type EntryRequest = {
  id_aluno: number;
  id_status: number;
  id_turma_origem?: number | null;
  /** A payment finance recorded: its time, kept as the entry's payment time (never sent by the form). */
  paidAt?: Date;
} & {
  [K in FormFieldName]?: EnrolmentState[K] | null;
};

/** The form's fields of a new entry: what the request says, else each field's default. */
export function newFormFields(request: EntryRequest): Pick<EnrolmentState, FormFieldName> {
  return Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, request[name] ?? field(name).form!.whenNew])) as Pick<
    EnrolmentState,
    FormFieldName
  >;
}

/** The form's fields of a stored entry after the request: a field left out (or null, for a flag) keeps its value. */
export function editedFormFields(stored: EnrolmentState, request: EntryRequest): Pick<EnrolmentState, FormFieldName> {
  return Object.fromEntries(
    FORM_FIELD_NAMES.map((name) => {
      const sent = request[name];
      const keeps = sent === undefined || (sent === null && field(name).form!.nullKeeps);
      return [name, keeps ? stored[name] : sent];
    }),
  ) as Pick<EnrolmentState, FormFieldName>;
}

/** The fields (API names, in the table's order) whose values differ. */
export function changedFields(before: EnrolmentState, after: EnrolmentState): string[] {
  const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
  return ENROLMENT_FIELD_NAMES.filter((name) => !same(before[name], after[name])).map((name) => field(name).api);
}

/** The audited fields of an entry under their API names (valor_pago as a number, the other amounts as the API's text), for the class's history. */
export function auditedView(state: EnrolmentState): Record<string, unknown> {
  return Object.fromEntries(
    ENROLMENT_FIELD_NAMES.filter((name) => field(name).audited).map((name) => {
      const value = state[name];
      return [field(name).api, field(name).sql === 'numeric' && value !== null ? Number(value) : value];
    }),
  );
}

/** A `date` as a raw row holds it (the driver's local midnight) or as an entity does (text): YYYY-MM-DD. */
function dayOf(value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** The fields of a stored row (columns as the entity names them; `numeric` read as text) in the rules' words. */
export function stateOfRow(row: Record<string, unknown>): Omit<EnrolmentState, 'id' | 'id_aluno'> {
  return Object.fromEntries(
    ENROLMENT_FIELD_NAMES.map((name) => {
      const value = row[field(name).column];
      const { sql } = field(name);
      return [name, value === null ? null : sql === 'numeric' ? Number(value) : sql === 'date' ? dayOf(value) : value];
    }),
  ) as Omit<EnrolmentState, 'id' | 'id_aluno'>;
}

/** The type each kind of field is bound as in the set-based writes. */
const BIND_TYPE: Record<EnrolmentField['sql'], string> = {
  int: 'int',
  numeric: 'numeric',
  money: 'numeric',
  text: 'text',
  bool: 'bool',
  date: 'date',
  timestamptz: 'timestamptz',
};

/** The fields' columns and SQL types, in the table's order (the set-based writes). */
export const ENROLMENT_COLUMN_TYPES: ReadonlyArray<{ name: EnrolmentFieldName; column: string; sql: string }> = ENROLMENT_FIELD_NAMES.map(
  (name) => ({ name, column: field(name).column, sql: BIND_TYPE[field(name).sql] }),
);

/** A field's value as the events and the lists carry it: reais as a number or as text, days as YYYY-MM-DD. */
function readSql(alias: string, name: EnrolmentFieldName): string {
  const { column, sql } = field(name);
  if (sql === 'numeric') return `${alias}.${column}::float8`;
  if (sql === 'money') return `${alias}.${column}::text`;
  if (sql === 'date') return `to_char(${alias}.${column}, 'YYYY-MM-DD')`;
  return `${alias}.${column}`;
}

/** The SQL of each field (and its shown name) as a list of `alias.column AS name`, for a select over `e` (the events' snapshot). */
export function snapshotSelect(alias: string): string[] {
  return ENROLMENT_FIELD_NAMES.flatMap((name) => {
    const { column, named } = field(name);
    return [`${readSql(alias, name)} AS ${column}`, ...(named ? [`${named.sql} AS ${named.as}`] : [])];
  });
}

/** The events' names of the timestamp fields (read as Date, sent as ISO text). */
export const SNAPSHOT_INSTANTS = ENROLMENT_FIELD_NAMES.filter((name) => field(name).sql === 'timestamptz').map(
  (name) => field(name).column,
);

/** The fields (and shown names) as `json_build_object` arguments over `e` under their API names; `instant` writes a timestamp as JSON text. */
export function entryJsonArguments(alias: string, instant: (sql: string) => string): string[] {
  return ENROLMENT_FIELD_NAMES.flatMap((name) => {
    const { column, api, sql, named } = field(name);
    const value = sql === 'timestamptz' ? instant(`${alias}.${column}`) : readSql(alias, name);
    return [`'${api}', ${value}`, ...(named ? [`'${named.as}', ${named.sql}`] : [])];
  });
}
