/**
 * Academic publishes the whole student on every change, so consumers (CRM's
 * student data on activities, identity's student logins, reporting's lead
 * conversion) keep their projections from any one event. `revision` grows by one
 * per change; an older snapshot never overwrites a newer one.
 */
export interface StudentSnapshotV1 {
  id_aluno: number;
  nome_aluno: string;
  email: string;
  telefone: string;
  id_status_aluno: number | null;
  id_canal_aluno: number | null;
  nome_canal_aluno: string | null;
  /** ISO 8601 */
  data_criacao: string;
  /** 'Habilitar acesso ao Sistema': identity keeps a type-6 user for this e-mail while true. */
  possui_login: boolean;
  /** True once the student has at least one class (a student, not an interested lead). */
  is_student: boolean;
  revision: number;
}
