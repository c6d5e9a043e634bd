import { Injectable } from '@nestjs/common';
import type { TrainingRow } from '@treina/contracts';
import {
  badRequest,
  conflict,
  type ListColumn,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { publishClassUpdates } from '../class/class-snapshot.js';
import { ReferenceService } from '../reference/reference.service.js';
import type { CreateTrainingDto, UpdateTrainingDto } from './dto/training.dto.js';
import { loadTrainingSnapshots } from './training-snapshot.js';

export const TRAINING_NOT_FOUND = 'Treinamento não encontrado.';
const MSG_TRAINING_IN_USE = 'Não é possível excluir um treinamento que possui turmas.';
const MSG_INSTRUCTOR = 'Instrutor inválido: selecione um usuário ativo.';

const MATERIAL_IDS_SQL = `COALESCE((SELECT array_agg(tm.id_material ORDER BY tm.id_material) FROM treinamento_material tm WHERE tm.id_treinamento = t.id), '{}')`;

export const TRAINING_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 't.id', kind: 'number' },
  nome_treinamento: { sql: 't.nome_treinamento', kind: 'text', searchable: true },
  id_instrutor: { sql: 't.id_instrutor', kind: 'number' },
  nome_instrutor: { sql: 'u.nome', kind: 'text', searchable: true },
  id_status_treinamento: { sql: 't.id_status_treinamento', kind: 'number' },
  nome_status_treinamento: { sql: 's.nome_status_treinamento', kind: 'text', searchable: true },
};

/** An instructor must be an active user of the users projection (kept from identity's events). */
export async function assertInstructor(manager: EntityManager, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const rows: unknown[] = await manager.query('SELECT 1 FROM usuario_projecao WHERE id_usuario = $1 AND status', [id]);
  if (!rows.length) throw badRequest(MSG_INSTRUCTOR, [{ field: 'id_instrutor', message: MSG_INSTRUCTOR }]);
}

@Injectable()
export class TrainingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
  ) {}

  list(query: ListQuery): Promise<{ rows: TrainingRow[]; total: number }> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from('treinamento', 't')
      .innerJoin('status_treinamento', 's', 's.id_status_treinamento = t.id_status_treinamento')
      .leftJoin('usuario_projecao', 'u', 'u.id_usuario = t.id_instrutor')
      .select(['t.id AS id', 't.nome_treinamento AS nome_treinamento', 't.id_instrutor AS id_instrutor', 'u.nome AS nome_instrutor'])
      .addSelect([
        `${MATERIAL_IDS_SQL} AS id_material`,
        't.id_status_treinamento AS id_status_treinamento',
        's.nome_status_treinamento AS nome_status_treinamento',
      ]);
    return runList<TrainingRow>(
      qb,
      query,
      TRAINING_LIST_COLUMNS,
      [
        { field: 'nome_treinamento', descending: false },
        { field: 'id', descending: false },
      ],
      'id',
    );
  }

  async create(dto: CreateTrainingDto): Promise<TrainingRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.validate(manager, dto);
      const rows: Array<{ id: number }> = await manager.query(
        'INSERT INTO treinamento (nome_treinamento, id_instrutor, id_status_treinamento) VALUES ($1, $2, $3) RETURNING id',
        [dto.nome_treinamento, dto.id_instrutor ?? null, dto.id_status_treinamento],
      );
      const id = rows[0]!.id;
      await this.writeMaterials(manager, id, dto.id_material ?? []);
      await this.publish(tx, 'academic.training.created.v1', id);
      return this.row(manager, id);
    });
  }

  async update(id: number, dto: UpdateTrainingDto): Promise<TrainingRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const rows: Array<{ nome_treinamento: string; id_instrutor: number | null; id_status_treinamento: number }> = await manager.query(
        'SELECT nome_treinamento, id_instrutor, id_status_treinamento FROM treinamento WHERE id = $1 FOR UPDATE',
        [id],
      );
      const current = rows[0];
      if (!current) throw notFound(TRAINING_NOT_FOUND);
      await this.validate(manager, dto);
      await manager.query(
        'UPDATE treinamento SET nome_treinamento = $2, id_instrutor = $3, id_status_treinamento = $4, revision = revision + 1 WHERE id = $1',
        [
          id,
          dto.nome_treinamento ?? current.nome_treinamento,
          dto.id_instrutor === undefined ? current.id_instrutor : dto.id_instrutor,
          dto.id_status_treinamento ?? current.id_status_treinamento,
        ],
      );
      if (dto.id_material) {
        await manager.query('DELETE FROM treinamento_material WHERE id_treinamento = $1', [id]);
        await this.writeMaterials(manager, id, dto.id_material);
      }
      await this.publish(tx, 'academic.training.updated.v1', id);
      // A renamed training renames its classes for consumers that show class names.
      if (dto.nome_treinamento !== undefined && dto.nome_treinamento !== current.nome_treinamento) {
        await publishClassUpdates(tx, 'id_treinamento', id);
      }
      return this.row(manager, id);
    });
  }

  async remove(ids: number[]): Promise<number> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found: Array<{ id: number; revision: number }> = await manager.query(
        'SELECT id, revision FROM treinamento WHERE id = ANY($1::int[]) FOR UPDATE',
        [ids],
      );
      if (found.length !== ids.length) throw notFound(TRAINING_NOT_FOUND);
      const used: unknown[] = await manager.query('SELECT 1 FROM turma WHERE id_treinamento = ANY($1::int[]) LIMIT 1', [ids]);
      if (used.length) throw conflict(MSG_TRAINING_IN_USE);
      await manager.query('DELETE FROM treinamento WHERE id = ANY($1::int[])', [ids]);
      for (const row of found) tx.publish('academic.training.deleted.v1', { id_treinamento: row.id, revision: row.revision + 1 });
      return found.length;
    });
  }

  private async validate(manager: EntityManager, dto: UpdateTrainingDto): Promise<void> {
    await this.reference.assertExists(
      manager,
      'status_treinamento',
      dto.id_status_treinamento,
      'id_status_treinamento',
      'Status do treinamento',
    );
    await assertInstructor(manager, dto.id_instrutor);
    const ids = [...new Set(dto.id_material ?? [])];
    if (ids.length) {
      const known: Array<{ n: number }> = await manager.query('SELECT count(*)::int AS n FROM material WHERE id = ANY($1::int[])', [ids]);
      if (known[0]!.n !== ids.length)
        throw badRequest('A lista de materiais contém um material inexistente.', [
          { field: 'id_material', message: 'Material inexistente.' },
        ]);
    }
  }

  private async writeMaterials(manager: EntityManager, id: number, materialIds: number[]): Promise<void> {
    const ids = [...new Set(materialIds)];
    if (ids.length) {
      await manager.query('INSERT INTO treinamento_material (id_treinamento, id_material) SELECT $1, unnest($2::int[])', [id, ids]);
    }
  }

  private async publish(
    tx: OutboxTransaction,
    type: 'academic.training.created.v1' | 'academic.training.updated.v1',
    id: number,
  ): Promise<void> {
    const [snapshot] = await loadTrainingSnapshots(tx.manager, [id]);
    tx.publish(type, snapshot!);
  }

  async row(manager: EntityManager, id: number): Promise<TrainingRow> {
    const rows: TrainingRow[] = await manager.query(
      `SELECT t.id, t.nome_treinamento, t.id_instrutor, u.nome AS nome_instrutor, ${MATERIAL_IDS_SQL} AS id_material,
              t.id_status_treinamento, s.nome_status_treinamento
         FROM treinamento t
         JOIN status_treinamento s ON s.id_status_treinamento = t.id_status_treinamento
         LEFT JOIN usuario_projecao u ON u.id_usuario = t.id_instrutor
        WHERE t.id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound(TRAINING_NOT_FOUND);
    return rows[0];
  }
}
