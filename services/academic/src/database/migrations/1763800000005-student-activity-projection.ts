import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The students' activities, from CRM's `crm.activity.*.v1` events (the detail panel's
 * 'Atividades Realizadas'): one row per activity, revision-guarded, deletions kept as
 * tombstones; read by student, newest date first.
 */
export class StudentActivityProjection1763800000005 implements MigrationInterface {
  name = 'StudentActivityProjection1763800000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE atividade_aluno_projecao (
        id_atividade int PRIMARY KEY,
        id_aluno int,
        data date,
        titulo text NOT NULL DEFAULT '',
        id_tipo_atividade int,
        nome_tipo_atividade varchar(200) NOT NULL DEFAULT '',
        id_usuario int,
        nome_usuario varchar(200) NOT NULL DEFAULT '',
        id_status_atividade int,
        nome_status_atividade varchar(100) NOT NULL DEFAULT '',
        revision int NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await db.query('CREATE INDEX atividade_aluno_projecao_aluno_data_idx ON atividade_aluno_projecao (id_aluno, data)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE atividade_aluno_projecao');
  }
}
