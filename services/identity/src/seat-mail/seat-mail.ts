import type { WaitingListSeatedV1 } from '@treina/contracts';
import type { OutgoingMail } from '../password-reset/mailer.js';

/** 'YYYY-MM-DD' as the product shows dates: DD/MM/YYYY. */
function shownDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail telling a student a seat of the class opened for them (Portuguese, naming the training and the dates). */
export function seatMail(seat: WaitingListSeatedV1, to: string): OutgoingMail {
  const turma = `${seat.nome_treinamento} (${shownDate(seat.data_inicio)} a ${shownDate(seat.data_fim)})`;
  const lines = [
    `Olá, ${seat.nome_aluno}.`,
    `Abriu uma vaga na turma de ${turma} e você, que estava na lista de espera, agora está inscrito(a) nela.`,
    'A equipe da escola entrará em contato com os próximos passos (pagamento e acesso ao conteúdo).',
  ];
  return {
    to,
    subject: `Treina: sua vaga na turma de ${seat.nome_treinamento} foi confirmada`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
