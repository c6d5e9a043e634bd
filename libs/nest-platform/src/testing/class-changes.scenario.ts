// Shared scenarios: academic's class and training changes reaching the enrolment rows
// of a consumer, on one replica and across two with a replay.
import assert from 'node:assert/strict';
import type { EnrolmentSnapshotV1, EventEnvelope } from '@treina/contracts';
import { AcademicStandIn, classSnapshot, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { sleep } from './event-bus.js';
import { jestApi } from './jest-api.js';
import { seeded } from './seeded-random.js';
import {
  type EnrolmentProjectionUnderTest,
  type ScenarioTest,
  describeWithService,
  publishAndWait,
  shuffledWithRedeliveries,
  expectReplayEqualsLive,
} from './enrolment-projection-harness.js';

const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}T15:00:00.000Z`;

/** A payment on `day` of `month`. */
const paidOn = (month: string, day: number, amount: number): Partial<EnrolmentSnapshotV1> => ({
  id_status_inscricao: 3,
  nome_status_inscricao: 'Pago',
  data_hora_pagamento: dayOf(month, day),
  valor_pago: amount,
});

/**
 * Academic's class and training changes (new dates, a renamed training, a class moved to another training) reach the rows of enrolments
 * academic does not re-send, whatever order the class, training and enrolment events arrive in; older or repeated class and training
 * snapshots change nothing. One replica; each test checks what the service shows against academic's state (the stand-in).
 */
export function describeClassChanges<View>(
  service: EnrolmentProjectionUnderTest<View>,
  scenario: {
    title: string;
    /** The tests' names, in the service's words. */
    names: { changes: string; staleSnapshots: string; lateEnrolmentEvent: string; earlyEnrolmentEvent: string };
  },
): void {
  const { it } = jestApi();
  describeWithService(scenario.title, service, 1, (under) => {
    const world = new AcademicStandIn();
    const send = (...events: EventEnvelope[]) => under().service.send(...events);
    const expectShows = (...ids: number[]) => service.expectShowsAsAcademic(under().service, under().admin, world, ids);

    it(scenario.names.changes, async () => {
      const march = '2025-03';
      await send(world.training(90, 'Excel Básico'), world.training(91, 'Word'));
      await send(world.class(900, 90), world.class(901, 90), world.class(902, 91));
      await send(
        world.enrol(301, 900, { data_hora_inclusao: dayOf(march, 3), ...paidOn(march, 20, 700) }),
        world.enrol(302, 900, { data_hora_inclusao: dayOf(march, 4) }),
        world.enrol(303, 901, { data_hora_inclusao: dayOf(march, 5), ...paidOn(march, 21, 300) }),
        world.enrol(304, 902, { data_hora_inclusao: dayOf(march, 6) }),
      );
      await expectShows(301, 302, 303, 304);

      // New dates for one class: its rows only (303, in another class of the same training, keeps its dates).
      await send(world.changeClass(900, { data_inicio: '2026-05-04', data_fim: '2026-05-08' }));
      await expectShows(301, 302, 303, 304);

      // The training's event alone already renames the rows; the class events academic sends with it change nothing more.
      const [renamed, ...classEvents] = world.renameTraining(90, 'Excel Avançado');
      await send(renamed!);
      await expectShows(301, 302, 303, 304);
      await send(...classEvents);
      await expectShows(301, 302, 303, 304);

      // A class moved to another training takes its enrolments (and their revenue) along, under that training's name.
      await send(world.changeClass(901, { id_treinamento: 91 }));
      await expectShows(301, 302, 303, 304);
    });

    it(scenario.names.staleSnapshots, async () => {
      await send(world.training(92, 'Python'), world.training(96, 'Rust'), world.class(910, 92));
      await send(world.enrol(311, 910, { data_hora_inclusao: dayOf('2025-04', 2) }));
      await send(
        world.changeClass(910, { id_treinamento: 96, data_inicio: '2026-06-01', data_fim: '2026-06-05' }),
        ...world.renameTraining(96, 'Rust Avançado'),
      );
      await expectShows(311);
      const { pool } = under().service;
      const projected = (await pool.query('SELECT * FROM turma_projecao WHERE id_turma = 910')).rows;
      const current = world.classes.get(910)!;

      await send(
        // Revision 1 again (a late delivery of the creation), and the current revision again with other data.
        envelope('academic.class.updated.v1', classSnapshot(910, { id_treinamento: 92, nome_treinamento: 'Python', revision: 1 })),
        envelope(
          'academic.class.updated.v1',
          classSnapshot(910, {
            ...current,
            id_treinamento: 92,
            nome_treinamento: 'Outro',
            data_inicio: '2027-01-01',
            data_fim: '2027-01-02',
          }),
        ),
        envelope('academic.training.updated.v1', trainingSnapshot(96, { nome_treinamento: 'Rust', revision: 1 })),
        envelope('academic.training.updated.v1', trainingSnapshot(96, { nome_treinamento: 'Outro', revision: 2 })),
      );
      await expectShows(311);
      assert.deepEqual((await pool.query('SELECT * FROM turma_projecao WHERE id_turma = 910')).rows, projected);
      assert.deepEqual((await pool.query('SELECT revision, nome_treinamento FROM treinamento_projecao WHERE id_treinamento = 96')).rows, [
        { revision: 2, nome_treinamento: 'Rust Avançado' },
      ]);
    });

    it(scenario.names.lateEnrolmentEvent, async () => {
      const june = '2025-06';
      await send(world.training(93, 'SQL'), world.training(94, 'Java'), world.class(920, 93));
      await send(world.enrol(321, 920, { data_hora_inclusao: dayOf(june, 2) }));
      // Written before the class changed (it carries the old training, name and dates); delivered late.
      const paidBeforeTheChange = world.changeEnrolment(321, paidOn(june, 10, 450));
      await send(world.changeClass(920, { id_treinamento: 94, data_inicio: '2026-07-06', data_fim: '2026-07-10' }));
      await send(...world.renameTraining(94, 'Java 21'));
      await send(paidBeforeTheChange);
      // The enrolment's own change (paid) applies; its class fields are not rolled back.
      await expectShows(321);
    });

    it(scenario.names.earlyEnrolmentEvent, async () => {
      const july = '2025-07';
      await send(world.training(97, 'Kotlin'), world.training(98, 'Swift'), world.class(930, 97));
      const move = world.changeClass(930, { id_treinamento: 98, data_inicio: '2026-08-03', data_fim: '2026-08-07' });
      // Written after the move (it carries the new class fields), delivered before the class event.
      await send(world.enrol(331, 930, { data_hora_inclusao: dayOf(july, 2) }));
      await send(move);
      await expectShows(331);
      await send(world.changeEnrolment(331, paidOn(july, 11, 250)));
      await expectShows(331);

      // A class the service has never heard of: the enrolment event's own class fields.
      world.unannouncedClass(939, 99, 'Sem turma conhecida');
      await send(world.enrol(332, 939, { data_hora_inclusao: dayOf(july, 3) }));
      await expectShows(331, 332);
    });
  });
}

/**
 * A seeded random stretch of academic's life (trainings, classes, enrolments and their changes) shuffled, partly redelivered, across two
 * replicas; then a replay from the snapshots academic republishes, which carry the classes' current fields, and class and training events
 * after it.
 */
export function describeClassHistoryAcrossReplicas<View>(
  service: EnrolmentProjectionUnderTest<View>,
  scenario: { title: string; live: ScenarioTest; replay: ScenarioTest },
): void {
  const { it } = jestApi();
  describeWithService(scenario.title, service, 2, (under) => {
    const world = new AcademicStandIn();

    it(
      scenario.live.name,
      async () => {
        const { service: replicas, admin } = under();
        const random = seeded(scenario.live.seed);
        const events = world.randomHistory(random);
        await publishAndWait(replicas, shuffledWithRedeliveries(events, 0.2, random), events, 50, 60_000);
        await sleep(300);
        await service.expectShowsAsAcademic(replicas, admin, world);
      },
      120_000,
    );

    it(
      scenario.replay.name,
      async () => {
        const { service: replicas, admin } = under();
        // What academic republishes: every enrolment's current state, with its class's current fields.
        await expectReplayEqualsLive(service, replicas, admin, world.snapshots(), scenario.replay.seed);

        // Class and training events after the replay fill the class projection again and reach the rows.
        const moved = (world.classes.get(3)!.id_treinamento % 4) + 1;
        const later = [
          ...world.renameTraining(2, 'Curso renomeado após o replay'),
          world.changeClass(3, { id_treinamento: moved, data_inicio: '2026-12-01', data_fim: '2026-12-04' }),
        ];
        await replicas.publish(...later);
        await replicas.waitApplied(later.map((event) => event.id));
        await service.expectShowsAsAcademic(replicas, admin, world);
      },
      120_000,
    );
  });
}
