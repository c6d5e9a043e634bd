import { foldSql } from '@treina/nest-platform';

/**
 * `atividade.busca`, the folded text the list's `q` searches (trigram-indexed): an
 * activity's description and its student's name, e-mail and phone, given the SQL of
 * the description and of the student's id.
 */
export function searchTextSql(titulo: string, idAluno: string): string {
  return foldSql(
    `concat_ws('|', ${titulo},
      (SELECT concat_ws('|', s.nome_aluno, s.email, s.telefone) FROM aluno_projecao s WHERE s.id_aluno = ${idAluno}))`,
  );
}

/** The searched text of the stored activity row `activity` (an alias or the table's name). */
export const activitySearchText = (activity: string) => searchTextSql(`${activity}.titulo`, `${activity}.id_aluno`);

/**
 * `busca` as an activity's INSERT or UPDATE writes it, in the same statement: from the
 * description and student written (bound as parameters), else, on an update that
 * leaves them, from the `stored` row's (the table's name in an UPDATE).
 */
export function searchTextOf(
  written: { titulo?: unknown; id_aluno?: unknown },
  stored?: string,
): { sql: () => string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const value = (column: 'titulo' | 'id_aluno', type: string) => {
    if (written[column] === undefined) return `${stored}.${column}`;
    params[`busca_${column}`] = written[column];
    return `CAST(:busca_${column} AS ${type})`;
  };
  const sql = searchTextSql(value('titulo', 'text'), value('id_aluno', 'int'));
  return { sql: () => sql, params };
}
