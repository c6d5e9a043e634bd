import type { ClassSnapshotV1, EnrolmentSnapshotV1 } from '@treina/contracts';
import type { OutboxTransaction } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';

const CLASS_SNAPSHOT_SQL = `
  SELECT c.id AS id_turma, c.id_treinamento, t.nome_treinamento, c.id_instrutor, c.data_inicio, c.data_fim,
         c.id_periodo_turma, p.nome_periodo_turma, c.id_status_turma, s.nome_status_turma, c.desc_turma, c.gera_comissao, c.revision
    FROM turma c
    JOIN treinamento t ON t.id = c.id_treinamento
    JOIN periodo_turma p ON p.id_periodo_turma = c.id_periodo_turma
    JOIN status_turma s ON s.id_status_turma = c.id_status_turma`;

/** Classes as academic's class events carry them, by class id or by training. */
export function loadClassSnapshots(manager: EntityManager, by: 'id' | 'id_treinamento', value: number): Promise<ClassSnapshotV1[]> {
  return manager.query(`${CLASS_SNAPSHOT_SQL} WHERE c.${by} = $1 ORDER BY c.id`, [value]);
}

/** Raises the revision of the classes and records `academic.class.updated.v1` for each. */
export async function publishClassUpdates(tx: OutboxTransaction, by: 'id' | 'id_treinamento', value: number): Promise<void> {
  await tx.manager.query(`UPDATE turma SET revision = revision + 1 WHERE ${by} = $1`, [value]);
  for (const snapshot of await loadClassSnapshots(tx.manager, by, value)) tx.publish('academic.class.updated.v1', snapshot);
}

export const ENROLMENT_SNAPSHOT_SQL = `
  SELECT e.id AS id_matricula, e.sequence, e.id_turma, c.id_treinamento, t.nome_treinamento, c.data_inicio, c.data_fim, c.id_status_turma,
         e.id_aluno, a.nome_aluno, a.email AS email_aluno, e.id_status_inscricao, si.nome_status_inscricao,
         e.id_forma_pagto, fp.nome_forma_pagto, e.valor_pago::float8 AS valor_pago, e.cod_pagto, e.cci,
         e.data_hora_inclusao, e.data_hora_pagamento, e.data_hora_cancelamento, e.gera_comissao, e.libera_conteudo,
         e.id_status_contrato_aluno, e.id_turma_origem, e.id_usuario_venda
    FROM inscricao e
    JOIN turma c ON c.id = e.id_turma
    JOIN treinamento t ON t.id = c.id_treinamento
    JOIN aluno a ON a.id = e.id_aluno
    JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
    LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto`;

type RawSnapshot = Omit<EnrolmentSnapshotV1, 'data_hora_inclusao' | 'data_hora_pagamento' | 'data_hora_cancelamento'> & {
  data_hora_inclusao: Date;
  data_hora_pagamento: Date | null;
  data_hora_cancelamento: Date | null;
};

export function toEnrolmentSnapshot(row: RawSnapshot): EnrolmentSnapshotV1 {
  return {
    ...row,
    data_hora_inclusao: row.data_hora_inclusao.toISOString(),
    data_hora_pagamento: row.data_hora_pagamento?.toISOString() ?? null,
    data_hora_cancelamento: row.data_hora_cancelamento?.toISOString() ?? null,
  };
}

/** Enrolments as academic's enrolment events carry them, keyed by enrolment id. */
export async function loadEnrolmentSnapshots(manager: EntityManager, ids: number[]): Promise<Map<number, EnrolmentSnapshotV1>> {
  if (!ids.length) return new Map();
  const rows: RawSnapshot[] = await manager.query(`${ENROLMENT_SNAPSHOT_SQL} WHERE e.id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id_matricula, toEnrolmentSnapshot(row)]));
}
