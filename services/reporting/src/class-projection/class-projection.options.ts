import type { ClassProjectionOptions } from '@treina/nest-platform';

/** Reporting's class projection: an enrolment fact counts under its class's training (byTraining), no dates. */
export const REPORTING_CLASS_PROJECTION = { rows: 'matricula_fato', keep: [] } as const satisfies ClassProjectionOptions;
