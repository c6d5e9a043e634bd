/** A training as academic's training events carry it; `revision` grows by one per change. */
export interface TrainingSnapshotV1 {
  id_treinamento: number;
  nome_treinamento: string;
  id_instrutor: number | null;
  id_status_treinamento: number;
  nome_status_treinamento: string;
  /** Material ids. */
  id_material: number[];
  revision: number;
}
