import type { ClassProjectionOptions } from '@treina/nest-platform';

/** Finance's class projection: a commission row shows its class's training and dates. */
export const FINANCE_CLASS_PROJECTION = { rows: 'comissao', keep: ['data_inicio', 'data_fim'] } as const satisfies ClassProjectionOptions;
