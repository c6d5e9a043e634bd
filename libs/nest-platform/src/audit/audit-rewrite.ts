import type { AuditFieldChange } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../database/typed-query.js';

/** What an anonymised value reads as in the history (before and after alike). */
export const ANONYMISED_VALUE = '(anonimizado)';

/** Whose personal data leaves a service's audit trail, and which fields held it. */
export interface AuditSubject {
  /** The resource of the rows about the person (`students`, `user`) and its id. */
  entidade: string;
  id_entidade: number;
  /** The fields that held personal data: their before and after values are replaced. `alunos[*].nome` style prefixes match too. */
  campos: readonly string[];
  /** When the person was also a user who acted: the rows they made show this name instead of theirs. */
  actor?: { id_usuario: number; nome: string };
}

/**
 * A row's changes with the personal values replaced by ANONYMISED_VALUE: a field in
 * `campos` (or `<prefix>.<campo>`) keeps its name and whether it was empty (null stays null),
 * so the history still says that the field changed and when, never to what.
 */
export function anonymisedChanges(alteracoes: readonly AuditFieldChange[], campos: readonly string[]): AuditFieldChange[] {
  const personal = new Set(campos);
  const isPersonal = (campo: string) => personal.has(campo) || personal.has(campo.slice(campo.lastIndexOf('.') + 1));
  const hide = (value: unknown) => (value === null || value === undefined ? null : ANONYMISED_VALUE);
  return alteracoes.map((change) => (isPersonal(change.campo) ? { ...change, de: hide(change.de), para: hide(change.para) } : change));
}

/**
 * The one rewrite the audit trail allows, for an anonymisation: opens the trigger's door (`treina.audit_rewrite`, local to the transaction)
 * for these statements only and replaces the subject's personal values and, when they acted as a user, their name. Runs inside the
 * anonymisation's transaction; returns how many rows changed.
 */
export async function rewriteAuditTrail(manager: EntityManager, subject: AuditSubject): Promise<number> {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('rewriteAuditTrail runs inside a transaction');
  await manager.query(`SELECT set_config('treina.audit_rewrite', 'on', true)`);
  let changed = 0;
  const rows = await queryRows<{ id: string; alteracoes: AuditFieldChange[] }>(
    manager,
    'SELECT id, alteracoes FROM audit_entry WHERE entidade = :entidade AND id_entidade = :id_entidade ORDER BY id FOR UPDATE',
    { entidade: subject.entidade, id_entidade: subject.id_entidade },
  );
  const rewritten = rows
    .map((row) => ({ id: row.id, before: JSON.stringify(row.alteracoes), after: anonymisedChanges(row.alteracoes, subject.campos) }))
    .filter((row) => JSON.stringify(row.after) !== row.before);
  if (rewritten.length) {
    await queryRows(
      manager,
      `UPDATE audit_entry a SET alteracoes = v.alteracoes
           FROM unnest(:ids::bigint[], :changes::jsonb[]) AS v(id, alteracoes)
          WHERE a.id = v.id`,
      { ids: rewritten.map((row) => row.id), changes: rewritten.map((row) => JSON.stringify(row.after)) },
    );
    changed += rewritten.length;
  }
  if (subject.actor) {
    const renamed = await queryRows<{ id: string }>(
      manager,
      `UPDATE audit_entry SET nome_usuario = :nome WHERE id_usuario = :id_usuario AND nome_usuario IS DISTINCT FROM :nome RETURNING id`,
      subject.actor,
    );
    changed += renamed.length;
  }
  // The door closes again for the rest of the transaction (a failure above aborts the transaction, and the setting with it).
  await manager.query(`SELECT set_config('treina.audit_rewrite', 'off', true)`);
  return changed;
}
