import { ActivityStatusId } from '@treina/contracts';

const STATUS_TEXT = {
  [ActivityStatusId.PENDENTE]: 'Pendente',
  [ActivityStatusId.EM_ANDAMENTO]: 'Em Andamento',
  [ActivityStatusId.CONCLUIDO]: 'Concluído',
} as const;

/** In lists, any status other than 1 or 2 reads Concluído. */
export function activityStatusText(id: number | null | undefined): string {
  if (id === ActivityStatusId.PENDENTE) return STATUS_TEXT[ActivityStatusId.PENDENTE];
  if (id === ActivityStatusId.EM_ANDAMENTO) return STATUS_TEXT[ActivityStatusId.EM_ANDAMENTO];
  return STATUS_TEXT[ActivityStatusId.CONCLUIDO];
}
