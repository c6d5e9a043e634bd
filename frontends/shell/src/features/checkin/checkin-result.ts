/** POST /api/sessions/{id}/checkin's answer: the student is marked present in that session. */
export interface CheckinDone {
  id_aula: number;
  nome_turma: string;
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

/** The line under 'Presença registrada': the class, the day as DD/MM/YYYY and the start time. */
export function checkinSummary(done: Pick<CheckinDone, 'nome_turma' | 'data' | 'inicio'>): string {
  const day = /^\d{4}-\d{2}-\d{2}/.test(done.data) ? done.data.slice(0, 10).split('-').reverse().join('/') : done.data;
  return `${done.nome_turma} · ${day} às ${done.inicio.slice(0, 5)}`;
}
