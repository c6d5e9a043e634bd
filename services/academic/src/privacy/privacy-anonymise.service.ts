import { Injectable } from '@nestjs/common';
import { type AuthenticatedUser, notFound, OutboxService } from '@treina/nest-platform';
import { FileService } from '../storage/file.service.js';
import { STUDENT_NOT_FOUND } from '../student/student-list.columns.js';
import { anonymisationChanges, anonymisedStudent, PERSONAL_AUDIT_FIELDS } from './privacy-anonymise.rules.js';
import * as privacy from './privacy.repository.js';

/** What POST /api/privacy/students/{id}/anonymise answers (the same on a repeated call). */
export interface AnonymisationResult {
  id: number;
  nome_aluno: string;
  /** ISO 8601: when the student was anonymised (the first call's time). */
  anonimizado_em: string;
}

/**
 * A data subject's erasure on request (LGPD), in one transaction: identifying data replaced, documents deleted (their files after commit),
 * login off, audit rows rewritten and the anonymisation recorded, with the student events for every copy. Enrolments, payments and
 * statuses stay, so classes, commissions and the dashboard keep their figures.
 */
@Injectable()
export class PrivacyAnonymisation {
  constructor(
    private readonly outbox: OutboxService,
    private readonly files: FileService,
  ) {}

  async anonymise(id: number, actor: AuthenticatedUser): Promise<AnonymisationResult> {
    const orphans: string[] = [];
    const result = await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const student = await privacy.lockStudent(manager, id);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      // Idempotent: a second request finds the erasure done and changes nothing.
      if (student.anonimizado_em)
        return { id, nome_aluno: student.nome_aluno, anonimizado_em: student.anonimizado_em.toISOString() } satisfies AnonymisationResult;

      const at = new Date();
      const documents = await privacy.deleteDocumentsOf(manager, id);
      orphans.push(...documents);

      const anonymous = anonymisedStudent(id);
      // Nobody is contacted once erased: a marketing consent given is withdrawn, dated now, with no 'how' left.
      const consent = student.consentimento_marketing
        ? { consentimento_marketing: false, consentimento_marketing_como: null, consentimento_marketing_em: at }
        : { consentimento_marketing_como: null };
      await privacy.saveAnonymisedStudent(manager, id, { ...anonymous, ...consent, anonimizado_em: at });
      await privacy.forgetAuditedFields(manager, id, PERSONAL_AUDIT_FIELDS);
      tx.audit({
        actor,
        entidade: 'students',
        id_entidade: id,
        acao: 'update',
        alteracoes: [
          ...anonymisationChanges(id, student, documents.length, at),
          ...(student.consentimento_marketing
            ? [
                { campo: 'consentimento_marketing', de: true, para: false },
                {
                  campo: 'consentimento_marketing_em',
                  de: student.consentimento_marketing_em?.toISOString() ?? null,
                  para: at.toISOString(),
                },
              ]
            : []),
        ],
      });

      const [snapshot] = await privacy.studentSnapshots(manager, [id]);
      tx.publish('academic.student.updated.v1', snapshot!);
      tx.publish('academic.student.anonymised.v1', {
        id_aluno: id,
        nome_aluno: anonymous.nome_aluno,
        anonimizado_em: at.toISOString(),
        revision: snapshot!.revision,
      });
      return { id, nome_aluno: anonymous.nome_aluno, anonimizado_em: at.toISOString() } satisfies AnonymisationResult;
    });
    await this.files.discard(orphans);
    return result;
  }
}
