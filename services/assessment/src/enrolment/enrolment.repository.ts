import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1, StudentAnonymisedV1 } from '@treina/contracts';
import { ClassProjection, queryRows } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { ASSESSMENT_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import type { Transaction } from '../transaction.js';
import { type EntryThatReleases, RELEASING_STATUSES } from './enrolment.rules.js';

// Only a higher sequence replaces a row: redeliveries and late events change nothing. An anonymised student keeps the
// anonymous name whatever the event says.
const UPSERT_ENROLMENT = `INSERT INTO matricula AS m (id_matricula, sequence, id_turma, id_treinamento, nome_treinamento, id_aluno, nome_aluno,
       id_status_inscricao, libera_conteudo)
     VALUES (:id_matricula, :sequence, :id_turma, :id_treinamento, :nome_treinamento, :id_aluno,
       COALESCE((SELECT a.nome_aluno FROM aluno_anonimizado a WHERE a.id_aluno = :id_aluno), :nome_aluno), :id_status_inscricao,
       :libera_conteudo)
  ON CONFLICT (id_matricula) DO UPDATE SET sequence = EXCLUDED.sequence, id_turma = EXCLUDED.id_turma,
       id_treinamento = EXCLUDED.id_treinamento, nome_treinamento = EXCLUDED.nome_treinamento, id_aluno = EXCLUDED.id_aluno,
       nome_aluno = EXCLUDED.nome_aluno, id_status_inscricao = EXCLUDED.id_status_inscricao, libera_conteudo = EXCLUDED.libera_conteudo
  WHERE m.sequence < EXCLUDED.sequence`;

const MARK_ANONYMISED = `INSERT INTO aluno_anonimizado (id_aluno, nome_aluno, anonimizado_em) VALUES (:id_aluno, :nome_aluno, :anonimizado_em)
  ON CONFLICT (id_aluno) DO NOTHING`;
const ANONYMISE_ENROLMENTS = 'UPDATE matricula SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno';
const ANONYMISE_ATTEMPTS = 'UPDATE tentativa SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno';

/** The enrolments (matricula) learned from academic's events, and the questions the exam rules ask of them. */
@Injectable()
export class EnrolmentRepository {
  constructor(private readonly classes: ClassProjection<typeof ASSESSMENT_CLASS_PROJECTION>) {}

  /** Applies one enrolment event under its class's current training (share-locked for the transaction). */
  async upsert(tx: Transaction, enrolment: EnrolmentSnapshotV1): Promise<void> {
    const klass = await this.classes.fieldsForEnrolment(tx, enrolment);
    await queryRows(tx, UPSERT_ENROLMENT, {
      id_matricula: enrolment.id_matricula,
      sequence: enrolment.sequence,
      id_turma: enrolment.id_turma,
      id_treinamento: klass.id_treinamento,
      nome_treinamento: klass.nome_treinamento,
      id_aluno: enrolment.id_aluno,
      nome_aluno: enrolment.nome_aluno,
      id_status_inscricao: enrolment.id_status_inscricao,
      libera_conteudo: enrolment.libera_conteudo,
    });
  }

  /**
   * A student's erasure on request: their enrolments and attempts show the anonymous name from now on, whatever enrolment event
   * comes later; the attempts and grades stay. Idempotent.
   */
  async anonymiseStudent(tx: Transaction, { id_aluno, nome_aluno, anonimizado_em }: StudentAnonymisedV1): Promise<void> {
    await queryRows(tx, MARK_ANONYMISED, { id_aluno, nome_aluno, anonimizado_em });
    await queryRows(tx, ANONYMISE_ENROLMENTS, { id_aluno, nome_aluno });
    await queryRows(tx, ANONYMISE_ATTEMPTS, { id_aluno, nome_aluno });
  }
}

/** The student's entries that release content in a class of the training, most recent class first. */
export function releasingEntries(manager: EntityManager, id_aluno: number, id_treinamento: number): Promise<EntryThatReleases[]> {
  return queryRows<EntryThatReleases>(
    manager,
    `SELECT m.id_turma, m.nome_aluno FROM matricula m
      LEFT JOIN turma_projecao t ON t.id_turma = m.id_turma
      WHERE m.id_aluno = :id_aluno AND m.id_treinamento = :id_treinamento AND m.libera_conteudo
        AND m.id_status_inscricao IN (:...statuses) AND NOT coalesce(t.excluida, false)
      ORDER BY m.id_turma DESC`,
    { id_aluno, id_treinamento, statuses: RELEASING_STATUSES },
  );
}

/** The trainings in which the student has an entry that releases content. */
export async function releasingTrainings(manager: EntityManager, id_aluno: number): Promise<number[]> {
  const rows = await queryRows<{ id_treinamento: number }>(
    manager,
    `SELECT DISTINCT m.id_treinamento FROM matricula m
      LEFT JOIN turma_projecao t ON t.id_turma = m.id_turma
      WHERE m.id_aluno = :id_aluno AND m.libera_conteudo AND m.id_status_inscricao IN (:...statuses) AND NOT coalesce(t.excluida, false)`,
    { id_aluno, statuses: RELEASING_STATUSES },
  );
  return rows.map((row) => row.id_treinamento);
}
