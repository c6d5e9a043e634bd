import { useQuery } from '@tanstack/react-query';
import type { QuestionTopics } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { assessmentKeys } from './assessment-keys';

/** The topics a training's questions use (GET /api/questions/topics), for the pickers; none before a training is chosen. */
export function useTopics(trainingId: number | null) {
  return useQuery({
    queryKey: assessmentKeys.topics(trainingId),
    queryFn: ({ signal }) => api.get<QuestionTopics>('/questions/topics', { query: { id_treinamento: trainingId }, signal }),
    enabled: trainingId !== null,
    select: (data) => data.topicos,
  });
}
