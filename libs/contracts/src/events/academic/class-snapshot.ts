/** A class (turma) as academic's class events carry it; `revision` grows by one per change. */
export interface ClassSnapshotV1 {
  id_turma: number;
  id_treinamento: number;
  nome_treinamento: string;
  id_instrutor: number | null;
  /** YYYY-MM-DD */
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number;
  nome_periodo_turma: string;
  id_status_turma: number;
  nome_status_turma: string;
  desc_turma: string | null;
  gera_comissao: boolean;
  revision: number;
}
