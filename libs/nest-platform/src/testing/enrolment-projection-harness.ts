// What the shared scenarios of services that project academic's enrolments have in
// common: the service under test as they start and read it, and the steps they share
// (publish and wait, a replay that must equal the live view).
import assert from 'node:assert/strict';
import type { Type } from '@nestjs/common';
import type { EventEnvelope } from '@treina/contracts';
import { AcademicStandIn } from '@treina/contracts/testing';
import { CLASS_PROJECTION_TABLES } from '../class-projection/class-projection.entities.js';
import { type ConsumerUnderTest, type ConsumerUnderTestOptions, startConsumerUnderTest } from './consumer-under-test.js';
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
   * Asserts that the service shows the enrolments `ids` (every enrolment when omitted) as academic has them now: under their class's
   * current training (and dates, where it shows them), in their own latest state. The class scenarios give each test's enrolments a month
   * of their own (inclusion and payment), so figures by period see only them.
   */
  expectShowsAsAcademic(service: ConsumerUnderTest, admin: string, world: AcademicStandIn, ids?: readonly number[]): Promise<void>;
}

export interface ScenarioTest {
  /** The test's name: the behaviour, in the service's words. */
  name: string;
  /** Seeds the scenario's random order (and history). */
  seed: number;
}

/** A describe block that starts the service (`instances` replicas) once for its tests and logs an administrator in. */
export function describeWithService<View>(
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
export async function publishAndWait(
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
export function shuffledWithRedeliveries(events: EventEnvelope[], share: number, random: () => number): EventEnvelope[] {
  return shuffle([...events, ...events.filter(() => random() < share)], random);
}

export async function tableRows(under: ConsumerUnderTest, table: string): Promise<unknown[]> {
  return (await under.pool.query(`SELECT * FROM ${table} ORDER BY id_matricula`)).rows;
}

/**
 * A replay: `reset-projections` empties the projections (the view shows nothing), then
 * academic's republished `snapshots`, in a seeded order, rebuild the very view and rows the
 * live events built. Returns that view.
 */
export async function expectReplayEqualsLive<View>(
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
