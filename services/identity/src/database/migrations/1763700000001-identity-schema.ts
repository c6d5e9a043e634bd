import { ALL_PERMISSION_NAMES, USER_TYPE_NAMES } from '@treina/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS_BY_TYPE, permissionIdOf } from '../../permission/default-permissions.js';

export class IdentitySchema1763700000001 implements MigrationInterface {
  name = 'IdentitySchema1763700000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tipo_usuario (
        id_tipo_usuario int PRIMARY KEY,
        nome varchar(100) NOT NULL
      )`);
    await db.query(`
      CREATE TABLE permissao (
        id_permissao int PRIMARY KEY,
        nome varchar(60) NOT NULL UNIQUE
      )`);
    await db.query(`
      CREATE TABLE usuario (
        id_usuario serial PRIMARY KEY,
        nome varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        senha_hash text NOT NULL,
        status boolean NOT NULL DEFAULT true,
        id_tipo_usuario int NOT NULL REFERENCES tipo_usuario(id_tipo_usuario),
        id_aluno int NULL,
        session_version int NOT NULL DEFAULT 1,
        revision int NOT NULL DEFAULT 1,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT usuario_email_lower CHECK (email = lower(email))
      )`);
    await db.query(`CREATE UNIQUE INDEX usuario_email_key ON usuario (email)`);
    await db.query(`CREATE UNIQUE INDEX usuario_id_aluno_key ON usuario (id_aluno) WHERE id_aluno IS NOT NULL`);
    await db.query(`CREATE INDEX usuario_tipo_idx ON usuario (id_tipo_usuario DESC, id_usuario)`);
    await db.query(`
      CREATE TABLE usuario_permissao (
        id_usuario int NOT NULL REFERENCES usuario(id_usuario) ON DELETE CASCADE,
        id_permissao int NOT NULL REFERENCES permissao(id_permissao),
        PRIMARY KEY (id_usuario, id_permissao)
      )`);
    await db.query(`
      CREATE TABLE permissao_padrao (
        id_tipo_usuario int NOT NULL REFERENCES tipo_usuario(id_tipo_usuario),
        id_permissao int NOT NULL REFERENCES permissao(id_permissao),
        PRIMARY KEY (id_tipo_usuario, id_permissao)
      )`);
    await db.query(`
      CREATE TABLE token_troca_senha (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        id_usuario int NOT NULL REFERENCES usuario(id_usuario) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expira_em timestamptz NOT NULL,
        usado_em timestamptz NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX token_troca_senha_usuario_idx ON token_troca_senha (id_usuario)`);

    // Reference data with the ids the product and every other service rely on.
    for (const [id, nome] of Object.entries(USER_TYPE_NAMES)) {
      await db.query('INSERT INTO tipo_usuario (id_tipo_usuario, nome) VALUES ($1, $2)', [Number(id), nome]);
    }
    for (const nome of ALL_PERMISSION_NAMES) {
      await db.query('INSERT INTO permissao (id_permissao, nome) VALUES ($1, $2)', [permissionIdOf(nome), nome]);
    }
    for (const [type, names] of Object.entries(DEFAULT_PERMISSIONS_BY_TYPE)) {
      for (const nome of new Set(names)) {
        await db.query('INSERT INTO permissao_padrao (id_tipo_usuario, id_permissao) VALUES ($1, $2)', [
          Number(type),
          permissionIdOf(nome),
        ]);
      }
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['token_troca_senha', 'permissao_padrao', 'usuario_permissao', 'usuario', 'permissao', 'tipo_usuario']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
