import { describeClassChanges, describeClassHistoryAcrossReplicas } from '@treina/nest-platform/testing';
import { REPORTING } from './reporting-harness.js';

describeClassChanges(REPORTING, {
  title: 'enrolment facts follow academic class and training changes',
  names: {
    changes: 'renames the training and follows a class to another training in byTraining; byMonth keeps its figures',
    staleSnapshots: 'ignores an older or repeated class or training snapshot after a newer one',
    lateEnrolmentEvent: 'keeps the newer training when an enrolment event written before the class change arrives after it',
    earlyEnrolmentEvent: "ends under the class event's training when the enrolment event arrives first",
  },
});

describeClassHistoryAcrossReplicas(REPORTING, {
  title: 'class, training and enrolment events shuffled across two reporting replicas, and a replay',
  live: { name: "ends with every fact under its class's latest training, whatever the order the events arrive in", seed: 4711 },
  replay: {
    name: 'rebuilds the same facts and figures after reset-projections from snapshots that carry the current class fields (replay equals live)',
    seed: 3,
  },
});
