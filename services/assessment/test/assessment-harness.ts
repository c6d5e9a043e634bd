// assessment under test: its AppModule and schema on the platform's test kit (@treina/nest-platform/testing), with academic's
// trainings and enrolments sent as academic's events, and clients for staff and students.
import assert from 'node:assert/strict';
import { type EnrolmentSnapshotV1, type QuestionBody, UserType } from '@treina/contracts';
import { enrolment, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { ApiClient, type ConsumerUnderTest, startConsumerUnderTest } from '@treina/nest-platform/testing';
import { AppModule } from '../src/app.module.js';
import { ASSESSMENT_SCHEMA, assessmentDatabaseOptions } from '../src/database/data-source.js';

export type AssessmentUnderTest = ConsumerUnderTest;

/** assessment on its own throwaway database and bus names. */
export function startAssessment(): Promise<AssessmentUnderTest> {
  return startConsumerUnderTest({
    service: 'assessment',
    app: AppModule,
    databaseOptions: assessmentDatabaseOptions,
    projectionTables: ASSESSMENT_SCHEMA.projectionTables,
  });
}

const STAFF_PERMISSIONS = ['exams', 'exams_create', 'exams_update', 'exams_delete', 'audit'];

/** A client with `token`'s session. */
export const clientOf = (service: AssessmentUnderTest, token: string) => new ApiClient(service.urls[0]!, token);

/** A staff user (Coordenador) with the 'Simulados' permissions unless told otherwise. */
export function loginStaff(service: AssessmentUnderTest, id_usuario: number, permissions = STAFF_PERMISSIONS) {
  return service.login({ id_usuario, id_tipo_usuario: UserType.COORDENADOR, nome_tipo_usuario: 'Coordenador', permissions });
}

/** A student's login (type Aluno, their id_aluno), without any permission. */
export function loginStudent(service: AssessmentUnderTest, id_usuario: number, id_aluno: number) {
  return service.login({ id_usuario, id_tipo_usuario: UserType.ALUNO, nome_tipo_usuario: 'Aluno', id_aluno, permissions: [] });
}

/** academic announced the training. */
export async function sendTraining(service: AssessmentUnderTest, id: number, nome_treinamento: string): Promise<void> {
  await service.send(envelope('academic.training.created.v1', trainingSnapshot(id, { nome_treinamento, revision: 1 })));
}

/** academic announced the student's entry in a class of the training (seated and content released unless told otherwise). */
export async function sendEnrolment(
  service: AssessmentUnderTest,
  id: number,
  fields: Partial<EnrolmentSnapshotV1> & Pick<EnrolmentSnapshotV1, 'id_aluno' | 'id_turma' | 'id_treinamento'>,
): Promise<void> {
  const snapshot = enrolment(id, {
    id_status_inscricao: 3,
    libera_conteudo: true,
    nome_treinamento: `Treinamento ${fields.id_treinamento}`,
    ...fields,
  });
  await service.send(envelope('academic.enrolment.created.v1', snapshot));
}

/** A valid question of the training: topic `topico`, four alternatives, the right one `correta`. */
export function question(id_treinamento: number, topico: string, index: number, correta: QuestionBody['correta'] = 'B'): QuestionBody {
  return {
    id_treinamento,
    topico,
    enunciado: `Pergunta ${index} sobre ${topico}?`,
    alternativas: ['Primeira', 'Segunda', 'Terceira', 'Quarta'].map((texto, position) => ({
      letra: (['A', 'B', 'C', 'D'] as const)[position]!,
      texto: `${texto} resposta da pergunta ${index}`,
    })),
    correta,
    explicacao: `Porque a pergunta ${index} tem esta resposta.`,
    dificuldade: 'Média',
    ativa: true,
  };
}

/** Creates the questions through the API as `staff`; answers their ids. */
export async function createQuestions(staff: ApiClient, questions: QuestionBody[]): Promise<number[]> {
  const ids: number[] = [];
  for (const body of questions) {
    const answer = await staff.post('/api/questions', body);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    ids.push(answer.body.id);
  }
  return ids;
}
