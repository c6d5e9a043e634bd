import { Injectable } from '@nestjs/common';
import type { StudentClassDetail, StudentRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  containsPattern,
  foldedTerms,
  type ListColumn,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { groupBy, returningRows } from '../common/list.js';
import { ReferenceService } from '../reference/reference.service.js';
import { FileService, type UploadedFileData } from '../storage/file.service.js';
import { keyOfUrl } from '../storage/upload-policy.js';
import type { StudentDto } from './dto/student.dto.js';
import { loadStudentSnapshots } from './student-snapshot.js';

export const STUDENT_NOT_FOUND = 'Aluno não encontrado.';
const MSG_EMAIL_TAKEN = 'Já existe um aluno com este e-mail.';
const MSG_LOGIN_EMAIL = "Informe o e-mail do aluno para 'Habilitar acesso ao Sistema'.";
const MSG_INACTIVE_CHANNEL = 'Canal inativo: escolha um canal ativo para um novo aluno.';
const MSG_HAS_CLASSES = 'Não é possível excluir um aluno inscrito em turmas: remova-o das turmas (ele fica com status Cancelado).';
const MSG_UNKNOWN_DOCUMENT = 'A lista de documentos contém um documento que não é deste aluno.';

/** Statuses that count as not (or no longer) taking the class. */
const CANCELLED = [4, 5, 6];

export const STUDENT_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'a.id', kind: 'number' },
  nome_aluno: { sql: 'a.nome_aluno', kind: 'text' },
  email: { sql: 'a.email', kind: 'text' },
  telefone: { sql: 'a.telefone', kind: 'text' },
  cpf: { sql: 'a.cpf', kind: 'text' },
  id_status_aluno: { sql: 'a.id_status_aluno', kind: 'number' },
  nome_status_aluno: { sql: 'sa.nome_status_aluno', kind: 'text' },
  id_canal_aluno: { sql: 'a.id_canal_aluno', kind: 'number' },
  nome_canal_aluno: { sql: 'ca.nome_canal_aluno', kind: 'text' },
  data_criacao: { sql: 'a.data_criacao', kind: 'date' },
  possui_login: { sql: 'a.possui_login', kind: 'boolean' },
  is_student: { sql: 'a.is_student', kind: 'boolean' },
};

const DEFAULT_SORT = [
  { field: 'data_criacao', descending: true },
  { field: 'id', descending: true },
];

type StudentType = 'student' | 'interested' | undefined;

const STUDENT_FIELDS = [
  'nome_aluno',
  'email',
  'telefone',
  'cpf',
  'rg',
  'data_nasc',
  'endereco',
  'id_status_aluno',
  'id_canal_aluno',
  'obs_estudante',
  'possui_login',
] as const;
type StudentRecord = Record<(typeof STUDENT_FIELDS)[number], unknown>;

@Injectable()
export class StudentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
    private readonly files: FileService,
  ) {}

  /** GET /api/students?type=student|interested[&studentId=]: the rows with their detail panel's data. */
  async list(query: ListQuery, type: StudentType, studentId?: number): Promise<{ rows: StudentRow[]; total: number }> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from('aluno', 'a')
      .leftJoin('status_aluno', 'sa', 'sa.id_status_aluno = a.id_status_aluno')
      .leftJoin('canal_aluno', 'ca', 'ca.id_canal_aluno = a.id_canal_aluno')
      .select(['a.id AS id', 'a.nome_aluno AS nome_aluno', 'a.email AS email', 'a.telefone AS telefone', 'a.cpf AS cpf', 'a.rg AS rg'])
      .addSelect([
        'a.data_nasc AS data_nasc',
        'a.endereco AS endereco',
        'a.id_status_aluno AS id_status_aluno',
        'sa.nome_status_aluno AS nome_status_aluno',
      ])
      .addSelect(['a.id_canal_aluno AS id_canal_aluno', 'ca.nome_canal_aluno AS nome_canal_aluno', 'a.data_criacao AS data_criacao'])
      .addSelect(['a.obs_estudante AS obs_estudante', 'a.possui_login AS possui_login', 'a.is_student AS is_student']);
    if (type) qb.andWhere('a.is_student = :isStudent', { isStudent: type === 'student' });
    if (studentId) qb.andWhere('a.id = :studentId', { studentId });
    // `q` (every term in name, e-mail, phone or CPF) reads the stored folded text and its trigram index.
    foldedTerms(query.q).forEach((term, index) => {
      qb.andWhere(`a.busca LIKE :busca${index}`, { [`busca${index}`]: containsPattern(term) });
    });
    const { rows, total } = await runList<StudentRow>(qb, { ...query, q: undefined }, STUDENT_LIST_COLUMNS, DEFAULT_SORT, 'id');
    return { rows: await this.complete(this.dataSource.manager, rows), total };
  }

  async create(dto: StudentDto): Promise<StudentRow> {
    if (!dto.nome_aluno) throw badRequest('Informe o nome do aluno.', [{ field: 'nome_aluno', message: 'Informe o nome do aluno.' }]);
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const next = Object.fromEntries(STUDENT_FIELDS.map((field) => [field, dto[field] ?? null])) as StudentRecord;
      next.possui_login = dto.possui_login ?? false;
      await this.validate(manager, next, dto, null);
      if (dto.id_canal_aluno) {
        const active: Array<{ status_ativo: boolean }> = await manager.query(
          'SELECT status_ativo FROM canal_aluno WHERE id_canal_aluno = $1',
          [dto.id_canal_aluno],
        );
        if (!active[0]?.status_ativo) throw badRequest(MSG_INACTIVE_CHANNEL, [{ field: 'id_canal_aluno', message: MSG_INACTIVE_CHANNEL }]);
      }
      const rows: Array<{ id: number }> = await manager.query(
        `INSERT INTO aluno (${STUDENT_FIELDS.join(', ')}) VALUES (${STUDENT_FIELDS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        STUDENT_FIELDS.map((field) => next[field]),
      );
      const id = rows[0]!.id;
      await this.writeInterests(manager, id, dto.interesses ?? []);
      await this.publish(tx, 'academic.student.created.v1', id);
      return this.row(manager, id);
    });
  }

  async update(id: number, dto: StudentDto): Promise<StudentRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const rows: StudentRecord[] = await manager.query(`SELECT ${STUDENT_FIELDS.join(', ')} FROM aluno WHERE id = $1 FOR UPDATE`, [id]);
      const current = rows[0];
      if (!current) throw notFound(STUDENT_NOT_FOUND);
      const next = { ...current };
      for (const field of STUDENT_FIELDS) if (dto[field] !== undefined) next[field] = dto[field];
      await this.validate(manager, next, dto, id);
      const fieldsChanged = STUDENT_FIELDS.some((field) => current[field] !== next[field]);
      let interestsChanged = false;
      if (dto.interesses) {
        const before: Array<{ id_treinamento: number }> = await manager.query(
          'SELECT id_treinamento FROM aluno_interesse WHERE id_aluno = $1 ORDER BY 1',
          [id],
        );
        const wanted = [...new Set(dto.interesses)].sort((a, b) => a - b);
        interestsChanged = before.map((row) => row.id_treinamento).join(',') !== wanted.join(',');
        if (interestsChanged) {
          await manager.query('DELETE FROM aluno_interesse WHERE id_aluno = $1', [id]);
          await this.writeInterests(manager, id, wanted);
        }
      }
      if (fieldsChanged || interestsChanged) {
        await manager.query(
          `UPDATE aluno SET ${STUDENT_FIELDS.map((field, i) => `${field} = $${i + 2}`).join(', ')}, revision = revision + 1 WHERE id = $1`,
          [id, ...STUDENT_FIELDS.map((field) => next[field])],
        );
        await this.publish(tx, 'academic.student.updated.v1', id);
      }
      return this.row(manager, id);
    });
  }

  /** DELETE /api/students: leads and students without classes; their documents leave the store too. */
  async remove(ids: number[]): Promise<number> {
    const orphans: string[] = [];
    const deleted = await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found: Array<{ id: number; email: string | null; revision: number }> = await manager.query(
        'SELECT id, email, revision FROM aluno WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
        [ids],
      );
      if (found.length !== ids.length) throw notFound(STUDENT_NOT_FOUND);
      const enrolled: unknown[] = await manager.query('SELECT 1 FROM inscricao WHERE id_aluno = ANY($1::int[]) LIMIT 1', [ids]);
      if (enrolled.length) throw conflict(MSG_HAS_CLASSES);
      const keys: Array<{ chave: string }> = await manager.query('SELECT chave FROM arquivo WHERE id_aluno = ANY($1::int[])', [ids]);
      orphans.push(...keys.map((row) => row.chave));
      await manager.query('DELETE FROM aluno WHERE id = ANY($1::int[])', [ids]);
      for (const row of found)
        tx.publish('academic.student.deleted.v1', { id_aluno: row.id, email: row.email ?? '', revision: row.revision + 1 });
      return found.length;
    });
    await this.files.discard(orphans);
    return deleted;
  }

  /** PUT /api/students/{id}/files: keeps the listed documents, removes the others from the database and the store. */
  async keepDocuments(id: number, remaining: string[]) {
    const orphans: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, id);
      const keys = remaining.map((entry) => keyOfUrl(entry) ?? entry);
      const owned: Array<{ chave: string }> = await manager.query(
        `SELECT chave FROM arquivo WHERE id_aluno = $1 AND categoria = 'documento'`,
        [id],
      );
      const ownedKeys = new Set(owned.map((row) => row.chave));
      if (keys.some((key) => !ownedKeys.has(key)))
        throw badRequest(MSG_UNKNOWN_DOCUMENT, [{ field: 'documentos', message: MSG_UNKNOWN_DOCUMENT }]);
      const removed = await returningRows<{ chave: string }>(
        manager.query(
          `DELETE FROM arquivo WHERE id_aluno = $1 AND categoria = 'documento' AND NOT (chave = ANY($2::text[])) RETURNING chave`,
          [id, keys],
        ),
      );
      orphans.push(...removed.map((row) => row.chave));
    });
    await this.files.discard(orphans);
    return this.documentsAnswer(id);
  }

  /** POST /api/students/uploadS3: the student's new documents. */
  async upload(studentId: number, files: UploadedFileData[] | undefined, actor: AuthenticatedUser) {
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, studentId);
      await this.files.save(manager, files, 'documento', { id_aluno: studentId, id_usuario: actor.id_usuario });
    });
    return this.documentsAnswer(studentId);
  }

  private async documentsAnswer(id: number) {
    const documents = (await this.files.documentsOf([id])).get(id) ?? [];
    return { status: true, documentos: documents.map((document) => document.url), documentos_detalhes: documents };
  }

  private async lock(manager: EntityManager, id: number): Promise<void> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM aluno WHERE id = $1 FOR UPDATE', [id]);
    if (!rows.length) throw notFound(STUDENT_NOT_FOUND);
  }

  private async validate(manager: EntityManager, next: StudentRecord, dto: StudentDto, id: number | null): Promise<void> {
    if (next.possui_login && !next.email) throw badRequest(MSG_LOGIN_EMAIL, [{ field: 'email', message: MSG_LOGIN_EMAIL }]);
    if (typeof next.email === 'string') {
      const taken: unknown[] = await manager.query('SELECT 1 FROM aluno WHERE email = $1 AND id IS DISTINCT FROM $2', [next.email, id]);
      if (taken.length) throw conflict(MSG_EMAIL_TAKEN);
    }
    await this.reference.assertExists(manager, 'status_aluno', dto.id_status_aluno, 'id_status_aluno', 'Status do aluno');
    await this.reference.assertExists(manager, 'canal_aluno', dto.id_canal_aluno, 'id_canal_aluno', 'Canal');
    const interests = [...new Set(dto.interesses ?? [])];
    if (interests.length) {
      const known: Array<{ n: number }> = await manager.query('SELECT count(*)::int AS n FROM treinamento WHERE id = ANY($1::int[])', [
        interests,
      ]);
      if (known[0]!.n !== interests.length)
        throw badRequest('A lista de interesses contém um treinamento inexistente.', [
          { field: 'interesses', message: 'Treinamento inexistente.' },
        ]);
    }
  }

  private async writeInterests(manager: EntityManager, id: number, trainingIds: number[]): Promise<void> {
    const ids = [...new Set(trainingIds)];
    if (ids.length) await manager.query('INSERT INTO aluno_interesse (id_aluno, id_treinamento) SELECT $1, unnest($2::int[])', [id, ids]);
  }

  private async publish(tx: OutboxTransaction, type: 'academic.student.created.v1' | 'academic.student.updated.v1', id: number) {
    const [snapshot] = await loadStudentSnapshots(tx.manager, [id]);
    tx.publish(type, snapshot!);
  }

  private async row(manager: EntityManager, id: number): Promise<StudentRow> {
    const rows: StudentRow[] = await manager.query(
      `SELECT a.id, a.nome_aluno, a.email, a.telefone, a.cpf, a.rg, a.data_nasc, a.endereco, a.id_status_aluno, sa.nome_status_aluno,
              a.id_canal_aluno, ca.nome_canal_aluno, a.data_criacao, a.obs_estudante, a.possui_login, a.is_student
         FROM aluno a
         LEFT JOIN status_aluno sa ON sa.id_status_aluno = a.id_status_aluno
         LEFT JOIN canal_aluno ca ON ca.id_canal_aluno = a.id_canal_aluno
        WHERE a.id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound(STUDENT_NOT_FOUND);
    return (await this.complete(manager, rows))[0]!;
  }

  /** Interests, classes (newest start first) and documents of the rows, one query each. */
  private async complete(manager: EntityManager, rows: StudentRow[]): Promise<StudentRow[]> {
    if (!rows.length) return rows;
    const ids = rows.map((row) => row.id);
    const interests: Array<{ id_aluno: number; id: number; nome_treinamento: string }> = await manager.query(
      `SELECT ai.id_aluno, t.id, t.nome_treinamento FROM aluno_interesse ai JOIN treinamento t ON t.id = ai.id_treinamento
        WHERE ai.id_aluno = ANY($1::int[]) ORDER BY t.nome_treinamento, t.id`,
      [ids],
    );
    const classes: Array<StudentClassDetail & { id_aluno: number }> = await manager.query(
      `SELECT e.id_aluno, e.id, e.id_turma, c.id_treinamento, t.nome_treinamento,
              to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio, to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim,
              c.id_periodo_turma, p.nome_periodo_turma, e.id_status_inscricao AS id_inscricao, si.nome_status_inscricao,
              e.data_hora_inclusao, e.data_hora_pagamento, e.data_hora_cancelamento, e.id_forma_pagto, fp.nome_forma_pagto,
              e.valor_pago::float8 AS valor_pago, e.cod_pagto, e.cci, e.gera_comissao, e.libera_conteudo, e.id_turma_origem
         FROM inscricao e
         JOIN turma c ON c.id = e.id_turma
         JOIN treinamento t ON t.id = c.id_treinamento
         JOIN periodo_turma p ON p.id_periodo_turma = c.id_periodo_turma
         JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
         LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto
        WHERE e.id_aluno = ANY($1::int[])
        ORDER BY c.data_inicio DESC, e.id DESC`,
      [ids],
    );
    const documents = await this.files.documentsOf(ids, manager);
    const interestsByStudent = groupBy(interests, (interest) => interest.id_aluno);
    const classesByStudent = groupBy(classes, (entry) => entry.id_aluno);
    return rows.map((row) => {
      const mine = interestsByStudent.get(row.id) ?? [];
      const turmas = (classesByStudent.get(row.id) ?? []).map(({ id_aluno: _ignored, ...entry }) => entry);
      const taken = turmas.filter((entry) => !CANCELLED.includes(entry.id_inscricao));
      const docs = documents.get(row.id) ?? [];
      return {
        ...row,
        interesses: mine.map((interest) => interest.id),
        treinamentos_interesses: [...new Set(mine.map((interest) => interest.nome_treinamento))].join(', '),
        treinamentos: turmas.map((entry) => entry.id_turma),
        treinamentos_cancelados: turmas.filter((entry) => CANCELLED.includes(entry.id_inscricao)).map((entry) => entry.id_turma),
        treinamentos_realizados: [...new Set(taken.map((entry) => entry.nome_treinamento))].join(', '),
        turmas,
        atividades_realizadas: [],
        documentos: docs.map((document) => document.url),
        documentos_detalhes: docs,
      };
    });
  }
}
