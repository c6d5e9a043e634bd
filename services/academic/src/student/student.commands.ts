import { Injectable } from '@nestjs/common';
import type { AuditFieldChange, StudentRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  fieldChanges,
  notFound,
  OutboxService,
  type OutboxTransaction,
} from '@treina/nest-platform';
import type { Db } from '../database/db.js';
import * as references from '../reference/reference.repository.js';
import { ReferenceService } from '../reference/reference.service.js';
import { FileService } from '../storage/file.service.js';
import * as storedFiles from '../storage/stored-file.repository.js';
import type { CreateStudentDto, UpdateStudentDto } from './dto/student.dto.js';
import { STUDENT_NOT_FOUND } from './student-list.columns.js';
import { consentProblem, consentTime } from './student-consent.js';
import type { StudentEntity } from '../database/entities/student.entity.js';
import { StudentQueries } from './student.queries.js';
import * as students from './student.repository.js';

const MSG_EMAIL_TAKEN = 'Já existe um aluno com este e-mail.';
const MSG_LOGIN_EMAIL = "Informe o e-mail do aluno para 'Habilitar acesso ao Sistema'.";
const MSG_INACTIVE_CHANNEL = 'Canal inativo: escolha um canal ativo para um novo aluno.';
/** An anonymised student's data stays erased: nothing identifying may be written back. */
export const MSG_ANONYMISED = 'Este aluno foi anonimizado a pedido do titular: seus dados não podem mais ser alterados.';
/** Any entry, even cancelled, refunded or transferred, is history a deletion would erase: anonymising keeps it. */
const MSG_HAS_CLASS_HISTORY = 'Este aluno tem histórico em turmas e não pode ser excluído. Para apagar os dados pessoais, use Anonimizar.';

/** The student's own fields, as the form sets them. */
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
  'consentimento_marketing',
  'consentimento_marketing_como',
] as const satisfies ReadonlyArray<keyof StudentEntity & keyof UpdateStudentDto>;
type StudentFields = Pick<StudentEntity, (typeof STUDENT_FIELDS)[number]>;

type AuditedStudent = StudentFields & Pick<StudentEntity, 'consentimento_marketing_em'> & { interesses: number[] };

/** The history's changes of a student: the form's fields, when the consent changed, and the interests as the sorted list of training ids. */
function studentChanges(before: AuditedStudent | null, after: AuditedStudent | null): AuditFieldChange[] {
  return fieldChanges(before, after, [...STUDENT_FIELDS, 'consentimento_marketing_em', 'interesses']);
}
const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The write side of students and leads: create, change (with their interests) and delete, each with its events. */
@Injectable()
export class StudentCommands {
  constructor(
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
    private readonly files: FileService,
    private readonly queries: StudentQueries,
  ) {}

  async create(dto: CreateStudentDto, actor: AuthenticatedUser): Promise<StudentRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const next = Object.fromEntries(STUDENT_FIELDS.map((field) => [field, dto[field] ?? null])) as StudentFields;
      next.possui_login = dto.possui_login ?? false;
      next.consentimento_marketing = dto.consentimento_marketing ?? false;
      await this.validate(manager, next, dto, null);
      const consentimento_marketing_em = consentTime(null, next.consentimento_marketing, new Date());
      if (dto.id_canal_aluno) {
        const channel = await references.channel(manager, dto.id_canal_aluno);
        if (!channel?.status_ativo) throw badRequest(MSG_INACTIVE_CHANNEL, [{ field: 'id_canal_aluno', message: MSG_INACTIVE_CHANNEL }]);
      }
      const interests = sortedIds(dto.interesses ?? []);
      const id = await students.insert(manager, { ...next, consentimento_marketing_em, ids_treinamentos_interesse: interests });
      await students.insertInterests(manager, id, interests);
      await this.publish(tx, 'academic.student.created.v1', id);
      const alteracoes = studentChanges(null, { ...next, consentimento_marketing_em, interesses: interests });
      tx.audit({ actor, entidade: 'students', id_entidade: id, acao: 'create', alteracoes });
      return this.queries.one(manager, id);
    });
  }

  async update(id: number, dto: UpdateStudentDto, actor: AuthenticatedUser): Promise<StudentRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = await students.lock(manager, id);
      if (!current) throw notFound(STUDENT_NOT_FOUND);
      if (current.anonimizado_em) throw conflict(MSG_ANONYMISED);
      const next = Object.fromEntries(STUDENT_FIELDS.map((field) => [field, current[field]])) as StudentFields;
      for (const field of STUDENT_FIELDS) if (dto[field] !== undefined) (next as Record<string, unknown>)[field] = dto[field];
      await this.validate(manager, next, dto, id);
      const consentimento_marketing_em = consentTime(current, next.consentimento_marketing, new Date());
      const fieldsChanged = STUDENT_FIELDS.some((field) => current[field] !== next[field]);
      let interestsChanged = false;
      const interests = { before: [] as number[], after: [] as number[] };
      if (dto.interesses) {
        const before = await students.interestsOf(manager, [id]);
        interests.before = before.map((row) => row.id_treinamento);
        interests.after = sortedIds(dto.interesses);
        interestsChanged = interests.before.join(',') !== interests.after.join(',');
        if (interestsChanged) {
          await students.replaceInterests(manager, id, interests.after);
        }
      }
      if (fieldsChanged || interestsChanged) {
        // The interests' ids also go to the row, for the list's search (student.repository.ts).
        const copy = interestsChanged ? { ids_treinamentos_interesse: interests.after } : {};
        await students.update(manager, id, { ...next, ...copy, consentimento_marketing_em });
        await this.publish(tx, 'academic.student.updated.v1', id);
        const alteracoes = studentChanges(
          { ...current, interesses: interests.before },
          { ...next, consentimento_marketing_em, interesses: interests.after },
        );
        tx.audit({ actor, entidade: 'students', id_entidade: id, acao: 'update', alteracoes });
      }
      return this.queries.one(manager, id);
    });
  }

  /** DELETE /api/students: leads and students without classes; their documents leave the store too. */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<number> {
    const orphans: string[] = [];
    const deleted = await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found = await students.lockMany(manager, ids, [...STUDENT_FIELDS, 'consentimento_marketing_em']);
      if (found.length !== ids.length) throw notFound(STUDENT_NOT_FOUND);
      if (await students.haveClassHistory(manager, ids)) throw conflict(MSG_HAS_CLASS_HISTORY);
      orphans.push(...(await storedFiles.keysOfStudents(manager, ids)));
      const interests = await students.interestsOf(manager, ids);
      await students.remove(manager, ids);
      for (const row of found) {
        tx.publish('academic.student.deleted.v1', { id_aluno: row.id, email: row.email ?? '', revision: row.revision + 1 });
        const interesses = interests.filter((interest) => interest.id_aluno === row.id).map((interest) => interest.id_treinamento);
        tx.audit({
          actor,
          entidade: 'students',
          id_entidade: row.id,
          acao: 'delete',
          alteracoes: studentChanges({ ...row, interesses }, null),
        });
      }
      return found.length;
    });
    await this.files.discard(orphans);
    return deleted;
  }

  private async validate(manager: Db, next: StudentFields, dto: UpdateStudentDto, id: number | null): Promise<void> {
    if (next.possui_login && !next.email) throw badRequest(MSG_LOGIN_EMAIL, [{ field: 'email', message: MSG_LOGIN_EMAIL }]);
    const consent = consentProblem(next);
    if (consent) throw badRequest(consent, [{ field: 'consentimento_marketing_como', message: consent }]);
    if (typeof next.email === 'string') {
      if (await students.emailTaken(manager, next.email, id)) throw conflict(MSG_EMAIL_TAKEN);
    }
    await this.reference.assertExists(manager, 'status_aluno', dto.id_status_aluno, 'id_status_aluno', 'Status do aluno');
    await this.reference.assertExists(manager, 'canal_aluno', dto.id_canal_aluno, 'id_canal_aluno', 'Canal');
    const interests = [...new Set(dto.interesses ?? [])];
    if (interests.length && !(await students.trainingsExist(manager, interests)))
      throw badRequest('A lista de interesses contém um treinamento inexistente.', [
        { field: 'interesses', message: 'Treinamento inexistente.' },
      ]);
  }

  private async publish(tx: OutboxTransaction, type: 'academic.student.created.v1' | 'academic.student.updated.v1', id: number) {
    const [snapshot] = await students.snapshots(tx.manager, [id]);
    tx.publish(type, snapshot!);
  }
}
