import { Injectable } from '@nestjs/common';
import type { Db } from '../database/db.js';
import { DEFAULT_PERIOD_TIMES, findOverlap, generateSessions, planRegeneration } from './session-schedule.js';
import * as sessions from './session.repository.js';

/** What a class's sessions are generated from. */
interface ClassPattern {
  id_instrutor: number | null;
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number;
  dias_semana: readonly number[];
}

/**
 * Generates a class's sessions in the class's own transaction: sessions with attendance stay, the
 * others follow the pattern. A generated session on another of the same instructor is saved
 * flagged (conflito, with the other class), so saving a class never fails for its timetable.
 */
@Injectable()
export class ClassSessions {
  async regenerate(db: Db, classId: number, klass: ClassPattern): Promise<void> {
    const times = (await sessions.periodTimes(db, klass.id_periodo_turma)) ?? DEFAULT_PERIOD_TIMES[1]!;
    const wanted = generateSessions({ ...klass, ...times });
    const plan = planRegeneration(await sessions.ofClass(db, classId), wanted);
    await sessions.removeMany(db, plan.remove);
    const busy =
      klass.id_instrutor === null ? [] : await sessions.ofInstructor(db, klass.id_instrutor, klass.data_inicio, klass.data_fim, classId);
    await sessions.insertMany(
      db,
      classId,
      plan.create.map((slot) => ({
        ...slot,
        id_instrutor: klass.id_instrutor,
        id_turma_conflito: findOverlap(slot, busy)?.id_turma ?? null,
      })),
    );
  }
}
