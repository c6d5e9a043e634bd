// Finance under test: its AppModule and schema on the platform's test kit
// (@treina/nest-platform/testing), which holds the service-independent parts:
// throwaway database and bus, event publishing, session tokens, HTTP client and
// the academic stand-in.
import { queueNameOf } from '@treina/contracts';
import { migrate } from '@treina/nest-platform';
import { type ConsumerUnderTest, startConsumerUnderTest, startTestApp } from '@treina/nest-platform/testing';
import { AppModule } from '../src/app.module.js';
import { financeDatabaseOptions } from '../src/database/data-source.js';

export const QUEUE = queueNameOf('finance');

export type FinanceUnderTest = ConsumerUnderTest;

/** Finance on its own throwaway database and bus names; `instances` replicas share the queue. */
export function startFinance(options: { instances?: number } = {}): Promise<FinanceUnderTest> {
  return startConsumerUnderTest({
    service: 'finance',
    instances: options.instances,
    migrate: () => migrate(financeDatabaseOptions()),
    startInstance: () => startTestApp(AppModule, { service: 'finance' }),
    userDefaults: { permissions: ['commissions'] },
  });
}
