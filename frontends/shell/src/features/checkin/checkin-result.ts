/** POST /api/sessions/{id}/checkin's answer: the student is marked present in that session. */
export interface CheckinDone {
  id_aula: number;
  id_turma: number;
  nome_turma: string;
  nome_treinamento: string;
  data: string;
  inicio: string;
  presenca: 'P';
}

export const CHECKIN_TEXT = {
  title: 'Presença na aula',
  done: 'Presença registrada',
  noCode: 'O endereço não traz o código da aula. Leia novamente o QR code mostrado pelo instrutor.',
  badSession: 'Endereço de presença inválido. Leia novamente o QR code mostrado pelo instrutor.',
  failed: 'Não foi possível registrar a presença. Tente novamente.',
  sending: 'Registrando presença…',
} as const;

/** The session's id from the address (/presenca/12), or null when it is not a positive whole number. */
export function sessionIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The code the QR code carries (?codigo=…), trimmed; null when absent. */
export function checkinCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('codigo')?.trim();
  return code ? code : null;
}

const dayBR = (data: string) => (/^\d{4}-\d{2}-\d{2}/.test(data) ? data.slice(0, 10).split('-').reverse().join('/') : data);

/** The line under 'Presença registrada': the class, the day as DD/MM/YYYY and the start time. */
export function checkinSummary(done: Pick<CheckinDone, 'nome_turma' | 'data' | 'inicio'>): string {
  return `${done.nome_turma} · ${dayBR(done.data)} às ${done.inicio.slice(0, 5)}`;
}

/** The card's subtitle once the server named the session: training, class, day and start time. */
export function checkinSubtitle(done: Pick<CheckinDone, 'nome_treinamento' | 'id_turma' | 'data' | 'inicio'>): string {
  return `${done.nome_treinamento} — Turma ${done.id_turma} · ${dayBR(done.data)} ${done.inicio.slice(0, 5)}`;
}
