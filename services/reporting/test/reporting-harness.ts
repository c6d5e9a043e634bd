// Reporting under test: its AppModule and schema on the platform's test kit
// (@treina/nest-platform/testing), which holds the service-independent parts:
// throwaway database and bus, event publishing, session tokens, HTTP client and
// the academic stand-in.
import { queueNameOf } from '@treina/contracts';
import { migrate } from '@treina/nest-platform';
import { type ConsumerUnderTest, startConsumerUnderTest, startTestApp } from '@treina/nest-platform/testing';
import { AppModule } from '../src/app.module.js';
import { reportingDatabaseOptions } from '../src/database/data-source.js';

export const QUEUE = queueNameOf('reporting');

export type ReportingUnderTest = ConsumerUnderTest;

/** Reporting on its own throwaway database and bus names; `instances` replicas share the queue. */
export function startReporting(options: { instances?: number } = {}): Promise<ReportingUnderTest> {
  return startConsumerUnderTest({
    service: 'reporting',
    instances: options.instances,
    migrate: () => migrate(reportingDatabaseOptions()),
    startInstance: () => startTestApp(AppModule, { service: 'reporting' }),
    userDefaults: { permissions: ['commissions'] },
  });
}
