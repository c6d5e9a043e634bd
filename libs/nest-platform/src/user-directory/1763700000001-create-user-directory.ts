import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The users projection every service except identity keeps (user-directory module). */
export class CreateUserDirectory1763700000001 implements MigrationInterface {
  name = 'CreateUserDirectory1763700000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE usuario_projecao (
        id_usuario int PRIMARY KEY,
        nome varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        status boolean NOT NULL,
        id_tipo_usuario int NOT NULL,
        nome_tipo_usuario varchar(100) NOT NULL,
        id_aluno int NULL,
        permissions text[] NOT NULL DEFAULT '{}',
        session_version int NOT NULL,
        revision int NOT NULL
      )`);
    await db.query('CREATE INDEX usuario_projecao_tipo_idx ON usuario_projecao (id_tipo_usuario)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE usuario_projecao');
  }
}
