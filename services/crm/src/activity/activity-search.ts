import { foldSql } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';

/**
 * Rewrites `atividade.busca`, the folded text the list's `q` searches (trigram-
 * indexed): the description and the student's name, e-mail and phone. Called after
 * an activity is written and when the students projection changes a student.
 * `where` filters `atividade a`, e.g. 'a.id = $1'.
 */
export async function refreshActivitySearch(manager: EntityManager, where: string, params: unknown[]): Promise<void> {
  const text = `concat_ws('|', a.titulo,
      (SELECT concat_ws('|', s.nome_aluno, s.email, s.telefone) FROM aluno_projecao s WHERE s.id_aluno = a.id_aluno))`;
  await manager.query(`UPDATE atividade a SET busca = ${foldSql(text)} WHERE ${where}`, params);
}
