import { useMemo } from 'react';
import type { MaterialRow, TrainingStatusRow } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import type { InstructorOption } from '../../../shared/api/get-users';
import { describeTrainingChange, type TrainingHistoryNames } from '../training-history-labels';

export interface TrainingHistorySectionProps {
  trainingId: number;
  /** The lists the training form offers (already loaded for the dialog). */
  instructors: readonly InstructorOption[];
  statuses: readonly TrainingStatusRow[];
  materials: readonly MaterialRow[];
}

/** The training's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function TrainingHistorySection({ trainingId, instructors, statuses, materials }: TrainingHistorySectionProps) {
  const view = useRecordHistoryView('trainings', trainingId);
  const names = useMemo<TrainingHistoryNames>(
    () => ({
      instructors: new Map(instructors.map((instructor) => [instructor.id, instructor.nome])),
      statuses: new Map(statuses.map((status) => [status.id_status_treinamento, status.nome_status_treinamento])),
      materials: new Map(materials.map((material) => [material.id, material.nome_material])),
    }),
    [instructors, statuses, materials],
  );
  return view && <RecordHistory {...view} describe={(change) => describeTrainingChange(change, names)} />;
}
