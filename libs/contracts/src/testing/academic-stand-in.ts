import type { ClassSnapshotV1 } from '../events/academic/class-snapshot.js';
import type { EnrolmentSnapshotV1 } from '../events/academic/enrolment-snapshot.js';
import type { TrainingSnapshotV1 } from '../events/academic/training-snapshot.js';
import type { EventEnvelope } from '../envelope.js';
import { classSnapshot, enrolment, trainingSnapshot } from './academic-snapshots.js';
import { envelope } from './envelope.js';

type ClassFieldsOfEnrolment = Pick<
  EnrolmentSnapshotV1,
  'id_turma' | 'id_treinamento' | 'nome_treinamento' | 'data_inicio' | 'data_fim' | 'id_status_turma'
>;

/**
 * Academic's trainings, classes and enrolments, publishing what academic publishes: a class or training change raises its revision and
 * sends its snapshot, a rename also re-sends every class of the training (TrainingService.update), and an enrolment event carries its
 * class's fields as they are when it is written; academic sends no enrolment event when only the class or training changed.
 */
export class AcademicStandIn {
  readonly trainings = new Map<number, TrainingSnapshotV1>();
  readonly classes = new Map<number, ClassSnapshotV1>();
  /** Each enrolment's own latest state (its class fields as of its last event). */
  readonly enrolments = new Map<number, EnrolmentSnapshotV1>();

  training(id: number, name = `Treinamento ${id}`): EventEnvelope {
    const snapshot = trainingSnapshot(id, { nome_treinamento: name });
    this.trainings.set(id, snapshot);
    return envelope('academic.training.created.v1', snapshot);
  }

  class(id: number, trainingId: number, dates: Partial<Pick<ClassSnapshotV1, 'data_inicio' | 'data_fim'>> = {}): EventEnvelope {
    const snapshot = classSnapshot(id, {
      id_treinamento: trainingId,
      nome_treinamento: this.trainings.get(trainingId)!.nome_treinamento,
      ...dates,
    });
    this.classes.set(id, snapshot);
    return envelope('academic.class.created.v1', snapshot);
  }

  /**
   * A class (and its training) academic has but never announced to the consumer (created
   * before the consumer subscribed, say): known here, no event. An enrolment in it carries
   * the only class fields the consumer can know.
   */
  unannouncedClass(id: number, trainingId: number, name: string): void {
    this.trainings.set(trainingId, trainingSnapshot(trainingId, { nome_treinamento: name }));
    this.classes.set(id, classSnapshot(id, { id_treinamento: trainingId, nome_treinamento: name }));
  }

  /** As academic's TrainingService.update: the training's event, then one class event per class of the training. */
  renameTraining(id: number, name: string): EventEnvelope[] {
    const training = { ...this.trainings.get(id)!, nome_treinamento: name };
    training.revision += 1;
    this.trainings.set(id, training);
    const events: EventEnvelope[] = [envelope('academic.training.updated.v1', training)];
    for (const current of [...this.classes.values()].filter((item) => item.id_treinamento === id)) {
      const next = { ...current, nome_treinamento: name, revision: current.revision + 1 };
      this.classes.set(next.id_turma, next);
      events.push(envelope('academic.class.updated.v1', next));
    }
    return events;
  }

  changeClass(id: number, changes: Partial<Pick<ClassSnapshotV1, 'id_treinamento' | 'data_inicio' | 'data_fim'>>): EventEnvelope {
    const current = this.classes.get(id)!;
    const trainingId = changes.id_treinamento ?? current.id_treinamento;
    const next = {
      ...current,
      ...changes,
      nome_treinamento: this.trainings.get(trainingId)!.nome_treinamento,
      revision: current.revision + 1,
    };
    this.classes.set(id, next);
    return envelope('academic.class.updated.v1', next);
  }

  classFieldsOf(classId: number): ClassFieldsOfEnrolment {
    const current = this.classes.get(classId)!;
    return {
      id_turma: classId,
      id_treinamento: current.id_treinamento,
      nome_treinamento: this.trainings.get(current.id_treinamento)!.nome_treinamento,
      data_inicio: current.data_inicio,
      data_fim: current.data_fim,
      id_status_turma: current.id_status_turma,
    };
  }

  enrol(id: number, classId: number, changes: Partial<EnrolmentSnapshotV1> = {}): EventEnvelope {
    const snapshot = enrolment(id, { ...changes, ...this.classFieldsOf(classId) });
    this.enrolments.set(id, snapshot);
    return envelope('academic.enrolment.created.v1', snapshot);
  }

  changeEnrolment(id: number, changes: Partial<EnrolmentSnapshotV1>): EventEnvelope {
    const current = this.enrolments.get(id)!;
    const next = { ...current, ...changes, ...this.classFieldsOf(current.id_turma), sequence: current.sequence + 1 };
    this.enrolments.set(id, next);
    return envelope('academic.enrolment.updated.v1', { ...next, campos_alterados: Object.keys(changes) });
  }

  /**
   * A seeded random stretch of academic's life, as academic publishes it: four trainings and eight classes, then `steps` of new enrolments,
   * enrolment changes (payment, cancellation, commission flag, the student's name), class date changes, class moves to another training and
   * training renames.
   */
  randomHistory(random: () => number, steps = 240): EventEnvelope[] {
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const events: EventEnvelope[] = [];
    for (let id = 1; id <= 4; id += 1) events.push(this.training(id, `Curso ${id}`));
    for (let id = 1; id <= 8; id += 1)
      events.push(this.class(id, 1 + (id % 4), { data_inicio: `2026-0${1 + (id % 9)}-05`, data_fim: `2026-0${1 + (id % 9)}-09` }));
    for (let step = 0; step < steps; step += 1) {
      const roll = random();
      const classIds = [...this.classes.keys()];
      if (roll < 0.35 || this.enrolments.size === 0) {
        const id = Math.max(0, ...this.enrolments.keys()) + 1;
        events.push(this.enrol(id, pick(classIds), { gera_comissao: random() < 0.8, id_usuario_venda: 3 }));
      } else if (roll < 0.6) {
        const id = pick([...this.enrolments.keys()]);
        const change = random();
        events.push(
          this.changeEnrolment(
            id,
            change < 0.35
              ? {
                  id_status_inscricao: 3,
                  nome_status_inscricao: 'Pago',
                  data_hora_pagamento: '2026-02-20T12:00:00.000Z',
                  valor_pago: 100 + step,
                }
              : change < 0.55
                ? {
                    id_status_inscricao: 4,
                    nome_status_inscricao: 'Cancelado',
                    data_hora_pagamento: null,
                    data_hora_cancelamento: '2026-02-21T12:00:00.000Z',
                  }
                : change < 0.8
                  ? { gera_comissao: !this.enrolments.get(id)!.gera_comissao }
                  : { nome_aluno: `Aluno ${id} (${step})` },
          ),
        );
      } else if (roll < 0.8) {
        const day = 10 + Math.floor(random() * 18);
        events.push(this.changeClass(pick(classIds), { data_inicio: `2026-09-${day}`, data_fim: `2026-09-${day + 1}` }));
      } else if (roll < 0.9) {
        events.push(this.changeClass(pick(classIds), { id_treinamento: 1 + Math.floor(random() * 4) }));
      } else {
        events.push(...this.renameTraining(1 + Math.floor(random() * 4), `Curso ${step}`));
      }
    }
    return events;
  }

  /** What `republish-enrolments` sends: every enrolment's current state, read with its class's current fields. */
  snapshots(): EventEnvelope[] {
    return [...this.enrolments.values()].map((state) =>
      envelope('academic.enrolment.snapshot.v1', { ...state, ...this.classFieldsOf(state.id_turma) }),
    );
  }
}
