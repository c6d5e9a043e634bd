// The scenarios every service that projects academic's enrolments and classes shares
// (finance's commission rows, reporting's enrolment facts): replicas sharing one queue,
// a replay from republished snapshots, and class and training changes reaching the
// rows. Each service's spec declares them with its own harness and its own way to read
// what a user sees (EnrolmentProjectionUnderTest).
import assert from 'node:assert/strict';
import type { Type } from '@nestjs/common';
import type { EnrolmentSnapshotV1, EventEnvelope } from '@treina/contracts';
import { AcademicStandIn, classSnapshot, enrolmentStory, type EnrolmentStory, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { CLASS_PROJECTION_TABLES } from '../class-projection/class-projection.entities.js';
import { type ConsumerUnderTest, type ConsumerUnderTestOptions, startConsumerUnderTest } from './consumer-under-test.js';
import { sleep } from './event-bus.js';
import { jestApi } from './jest-api.js';
import { seeded, shuffle } from './seeded-random.js';

/** A service that projects academic's enrolments, as the shared scenarios start (startConsumerUnderTest) and read it. */
export interface EnrolmentProjectionUnderTest<View> extends Omit<ConsumerUnderTestOptions, 'instances'> {
  /** The tables its `cli.js reset-projections` empties: the replays reset them. */
  projectionTables: readonly string[];
  /** The provider whose `apply` applies one enrolment event (the scenarios count its calls per replica). */
  handler: Type<{ apply(...args: never[]): unknown }>;
  /** What an administrator sees of every enrolment the service shows, read from replica `instance` (0 unless told). */
  view(service: ConsumerUnderTest, admin: string, instance?: number): Promise<View>;
  /** How many enrolments a view shows. */
  count(view: View): number;
  /** The service's table of enrolment rows, which a replay must rebuild row for row. */
  rows: string;
  /** What its `cli.js reset-projections` prints: the tables it empties. */
  resetSays: RegExp;
  /**
   * Asserts that the service shows the enrolments `ids` (every enrolment when omitted) as
   * academic has them now: under their class's current training (and dates, where it shows
   * them), in their own latest state. The class scenarios give each test's enrolments a
   * month of their own (inclusion and payment), so figures by period see only them.
   */
  expectShowsAsAcademic(service: ConsumerUnderTest, admin: string, world: AcademicStandIn, ids?: readonly number[]): Promise<void>;
}

interface ScenarioTest {
  /** The test's name: the behaviour, in the service's words. */
  name: string;
  /** Seeds the scenario's random order (and history). */
  seed: number;
}

/** A describe block that starts the service (`instances` replicas) once for its tests and logs an administrator in. */
function describeWithService<View>(
  title: string,
  service: EnrolmentProjectionUnderTest<View>,
  instances: number,
  tests: (under: () => { service: ConsumerUnderTest; admin: string }) => void,
): void {
  const { describe, beforeAll, afterAll } = jestApi();
  describe(title, () => {
    let under: { service: ConsumerUnderTest; admin: string } | undefined;
    beforeAll(async () => {
      const started = await startConsumerUnderTest({ ...service, instances });
      under = { service: started, admin: await started.login({ id_usuario: 1, id_tipo_usuario: 1 }) };
    }, 120_000);
    afterAll(() => under?.service.close());
    tests(() => under!);
  });
}

/** Publishes `stream` in batches of `batch`, as a relay does, and waits until every one of `unique` is applied. */
async function publishAndWait(
  service: ConsumerUnderTest,
  stream: EventEnvelope[],
  unique: EventEnvelope[],
  batch: number,
  timeoutMs: number,
) {
  for (let start = 0; start < stream.length; start += batch) await service.publish(...stream.slice(start, start + batch));
  await service.waitApplied(
    unique.map((event) => event.id),
    timeoutMs,
  );
}

/** The shuffled events with about `share` of them delivered twice (a redelivery). */
function shuffledWithRedeliveries(events: EventEnvelope[], share: number, random: () => number): EventEnvelope[] {
  return shuffle([...events, ...events.filter(() => random() < share)], random);
}

async function tableRows(under: ConsumerUnderTest, table: string): Promise<unknown[]> {
  return (await under.pool.query(`SELECT * FROM ${table} ORDER BY id_matricula`)).rows;
}

/**
 * A replay: `reset-projections` empties the projections (the view shows nothing), then
 * academic's republished `snapshots`, in a seeded order, rebuild the very view and rows the
 * live events built. Returns that view.
 */
async function expectReplayEqualsLive<View>(
  service: EnrolmentProjectionUnderTest<View>,
  replicas: ConsumerUnderTest,
  admin: string,
  snapshots: EventEnvelope[],
  seed: number,
): Promise<View> {
  const live = await service.view(replicas, admin);
  const liveRows = await tableRows(replicas, service.rows);
  assert.ok(service.count(live) > 0);

  assert.match(await replicas.resetProjections(), service.resetSays);
  assert.equal(service.count(await service.view(replicas, admin)), 0);
  for (const table of CLASS_PROJECTION_TABLES) {
    assert.equal((await replicas.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n, 0, `${table} emptied`);
  }

  await publishAndWait(replicas, shuffle(snapshots, seeded(seed)), snapshots, snapshots.length, 30_000);
  assert.deepEqual(await service.view(replicas, admin), live);
  assert.deepEqual(await tableRows(replicas, service.rows), liveRows);
  return live;
}

/**
 * Two replicas on one queue take a shuffled, partly redelivered stream of sixty
 * enrolments' lives; then `reset-projections` and academic's republished snapshots
 * rebuild the same view and rows (replay equals live).
 */
export function describeReplicasAndReplay<View>(
  service: EnrolmentProjectionUnderTest<View>,
  scenario: {
    title: string;
    live: ScenarioTest & {
      /** About this share of the events is delivered twice. */
      redelivered: number;
      /** Asserts that the view shows each enrolment's latest state (`finals`, by id). */
      expect(view: View, finals: EnrolmentSnapshotV1[]): void;
    };
    replay: ScenarioTest;
  },
): void {
  const { it, beforeAll } = jestApi();
  describeWithService(scenario.title, service, 2, (under) => {
    const stories: EnrolmentStory[] = [];
    const handled = [0, 0];

    beforeAll(() => {
      under().service.apps.forEach((app, index) => {
        const handler = app.get(service.handler) as { apply(...args: unknown[]): unknown };
        const apply = handler.apply.bind(handler);
        handler.apply = (...args) => {
          handled[index]! += 1;
          return apply(...args);
        };
      });
    });

    it(
      scenario.live.name,
      async () => {
        const { service: replicas, admin } = under();
        const random = seeded(scenario.live.seed);
        for (let id = 1; id <= 60; id += 1) stories.push(enrolmentStory(id, random));
        const unique = stories.flatMap((story) => story.events);
        await publishAndWait(replicas, shuffledWithRedeliveries(unique, scenario.live.redelivered, random), unique, 40, 30_000);
        await sleep(300);

        assert.ok(handled[0]! > 0 && handled[1]! > 0, `both replicas consumed (${handled.join(' / ')})`);
        assert.equal(handled[0]! + handled[1]!, unique.length, 'each message ran its handler once, redeliveries included');
        const view = await service.view(replicas, admin);
        scenario.live.expect(
          view,
          stories.map((story) => story.final),
        );
        assert.deepEqual(await service.view(replicas, admin, 1), view, 'either replica answers the same');
      },
      120_000,
    );

    it(
      scenario.replay.name,
      async () => {
        const { service: replicas, admin } = under();
        // What `academic cli.js republish-enrolments` sends: every enrolment's current state, same sequence.
        const snapshots = stories.map((story) => envelope('academic.enrolment.snapshot.v1', story.final));
        const live = await expectReplayEqualsLive(service, replicas, admin, snapshots, scenario.replay.seed);

        // Live events that were already applied before the reset are older than the snapshot: still no effect.
        const stale = stories[0]!.events[0]!;
        const again = envelope(stale.type as 'academic.enrolment.created.v1', stale.payload as EnrolmentSnapshotV1);
        await replicas.send(again);
        assert.deepEqual(await service.view(replicas, admin), live);
      },
      120_000,
    );
  });
}

/** `day` of `month` ('YYYY-MM'), mid-afternoon in UTC (the same day in the school's time zone). */
const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}T15:00:00.000Z`;

/** A payment on `day` of `month`. */
const paidOn = (month: string, day: number, amount: number): Partial<EnrolmentSnapshotV1> => ({
  id_status_inscricao: 3,
  nome_status_inscricao: 'Pago',
  data_hora_pagamento: dayOf(month, day),
  valor_pago: amount,
});

/**
 * Academic's class and training changes (new dates, a renamed training, a class moved to
 * another training) reach the rows of enrolments academic does not re-send, whatever
 * order the class, training and enrolment events arrive in; older or repeated class and
 * training snapshots change nothing. One replica; each test checks what the service shows
 * against academic's state (the stand-in).
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
 * A seeded random stretch of academic's life (trainings, classes, enrolments and their
 * changes) shuffled, partly redelivered, across two replicas; then a replay from the
 * snapshots academic republishes, which carry the classes' current fields, and class and
 * training events after it.
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
