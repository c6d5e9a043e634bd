import type { AuditFieldChange } from '@treina/contracts';
import { CLASS_PERIODS } from '@treina/contracts';
import { isoToBR, plainValue, type DescribedChange } from '@treina/ui-kit';
import { formatMoney } from '../../shared/format/money';
import { weekdaysText } from '../../shared/format/weekdays';

/** Names the history shows for ids: the screen's reference lists, as the form uses them. */
export interface ClassHistoryNames {
  students: ReadonlyMap<number, string>;
  trainings: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
  classStatuses: ReadonlyMap<number, string>;
  enrolmentStatuses: ReadonlyMap<number, string>;
  paymentMethods: ReadonlyMap<number, string>;
  /** The class's sessions' days (YYYY-MM-DD) by id: a removed session is not there. */
  sessions: ReadonlyMap<number, string>;
}

type ValueText = (value: unknown, names: ClassHistoryNames) => string;

const named =
  (list: (names: ClassHistoryNames) => ReadonlyMap<number, string>): ValueText =>
  (value, names) =>
    typeof value === 'number' ? (list(names).get(value) ?? `#${value}`) : plainValue(value);
const date: ValueText = (value) => (typeof value === 'string' && value ? isoToBR(value.slice(0, 10)) : plainValue(value));
const money: ValueText = (value) => (typeof value === 'number' ? formatMoney(value) : plainValue(value));
const weekdays: ValueText = (value) =>
  Array.isArray(value) && value.every((day) => typeof day === 'number') ? weekdaysText(value) : plainValue(value);
const ATTENDANCE_MARKS = new Map<unknown, string>([
  ['P', 'Presente'],
  ['A', 'Ausente'],
  ['J', 'Justificada'],
  ['T', 'Atrasado'],
]);
const mark: ValueText = (value) => ATTENDANCE_MARKS.get(value) ?? plainValue(value);
const periods = new Map(CLASS_PERIODS.map((period) => [period.id_periodo_turma, period.nome_periodo_turma]));

/** The class form's labels. */
const CLASS_FIELD_TEXT: Record<string, [string, ValueText?]> = {
  id_treinamento: ['Treinamento', named((names) => names.trainings)],
  id_instrutor: ['Instrutor', named((names) => names.users)],
  data_inicio: ['Data de Início', date],
  data_fim: ['Data de Término', date],
  id_periodo_turma: ['Período', named(() => periods)],
  id_status_turma: ['Status da Turma', named((names) => names.classStatuses)],
  desc_turma: ['Descrição da Turma'],
  gera_comissao: ['Gera Comissão'],
  dias_semana: ['Dias da Semana', weekdays],
};

/** An entry's labels, as the enrolment fields show them. */
const ENTRY_FIELD_TEXT: Record<string, [string, ValueText?]> = {
  id_inscricao: ['Status da Inscrição', named((names) => names.enrolmentStatuses)],
  id_forma_pagto: ['Forma de Pagamento', named((names) => names.paymentMethods)],
  valor_pago: ['Valor Pago', money],
  cod_pagto: ['Obs. Pagamento'],
  gera_comissao: ['Gera Comissão'],
  libera_conteudo: ['Libera Conteúdo'],
  id_status_contrato_aluno: ['Status do Contrato'],
  id_turma_origem: ['Turma de Origem'],
};

const ENTRY_FIELD = /^alunos\[(\d+)\]\.(\w+)$/;
const ATTENDANCE_FIELD = /^aulas\[(\d+)\]\.alunos\[(\d+)\]\.presenca$/;

/** 'Presença de <aluno> na aula de <dia>', or by ids when the student or the session is not known here. */
function attendanceLabel(sessionId: number, studentId: number, names: ClassHistoryNames): string {
  const student = names.students.get(studentId);
  const day = names.sessions.get(sessionId);
  return student && day ? `Presença de ${student} na aula de ${isoToBR(day)}` : `Presença (aula ${sessionId}, aluno ${studentId})`;
}

/** A class history change in the form's words: `Aluno Maria: Status da Inscrição`, `Inscrito → Pago`. */
export function describeClassChange(change: AuditFieldChange, names: ClassHistoryNames): DescribedChange {
  const attendance = ATTENDANCE_FIELD.exec(change.campo);
  if (attendance)
    return {
      label: attendanceLabel(Number(attendance[1]), Number(attendance[2]), names),
      from: mark(change.de, names),
      to: mark(change.para, names),
    };
  const entry = ENTRY_FIELD.exec(change.campo);
  const [label, text = plainValue] = (entry ? ENTRY_FIELD_TEXT[entry[2]!] : CLASS_FIELD_TEXT[change.campo]) ?? [change.campo];
  const student = entry ? (names.students.get(Number(entry[1])) ?? `#${entry[1]}`) : null;
  return {
    label: student ? `Aluno ${student}: ${label}` : label,
    from: text(change.de, names),
    to: text(change.para, names),
  };
}
