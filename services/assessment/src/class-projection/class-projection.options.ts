import type { ClassProjectionOptions } from '@treina/nest-platform';

/** assessment's class projection: an enrolment row counts under its class's current training, no dates. */
export const ASSESSMENT_CLASS_PROJECTION = { rows: 'matricula', keep: [] } as const satisfies ClassProjectionOptions;
