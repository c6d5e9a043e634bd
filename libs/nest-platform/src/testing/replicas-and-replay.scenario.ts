// Shared scenario: replicas on one queue, then a replay that must equal the live view.
import assert from 'node:assert/strict';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { enrolmentStory, type EnrolmentStory, envelope } from '@treina/contracts/testing';
import type { EntityManager, QueryRunner } from 'typeorm';
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
        const handler = app.get(service.handler) as { apply(manager: EntityManager, ...rest: unknown[]): unknown };
        const apply = handler.apply.bind(handler);
        // Counted when the handler's transaction commits: a batch rolled back (a deadlock between
        // the replicas' batches) is applied again, and only the run that committed took effect.
        const pending = new WeakMap<QueryRunner, number>();
        handler.apply = (manager, ...rest) => {
          const runner = manager.queryRunner;
          if (!runner) {
            handled[index]! += 1;
            return apply(manager, ...rest);
          }
          if (!pending.has(runner)) {
            const commit = runner.commitTransaction.bind(runner);
            runner.commitTransaction = async () => {
              await commit();
              handled[index]! += pending.get(runner) ?? 0;
              pending.set(runner, 0);
            };
          }
          pending.set(runner, (pending.get(runner) ?? 0) + 1);
          return apply(manager, ...rest);
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
        assert.equal(
          handled[0]! + handled[1]!,
          unique.length,
          'each message took effect once (its handler committed once), redeliveries included',
        );
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
