import { type EnrolmentCharges, formatBRL } from '@treina/contracts';

/** The chip beside an entry: where its charges stand, in words, and the colour that says it at a glance. */
export function chargeSummary(charges: EnrolmentCharges): { label: string; color: 'success' | 'error' | 'info' | 'default' } {
  const flagged = charges.divergente ? ' · valor divergente' : '';
  switch (charges.situacao) {
    case 'Quitada':
      return { label: `Cobranças: Quitada (${charges.pagas}/${charges.parcelas} pagas)${flagged}`, color: 'success' };
    case 'Vencida': {
      const overdue = charges.vencidas === 1 ? '1 parcela vencida' : `${charges.vencidas} parcelas vencidas`;
      return { label: `Cobranças: Vencida (${overdue} · ${charges.pagas}/${charges.parcelas} pagas)${flagged}`, color: 'error' };
    }
    case 'Em dia':
      return {
        label: `Cobranças: Em dia (${charges.pagas}/${charges.parcelas} pagas · ${formatBRL(charges.valor_recebido)} de ${formatBRL(charges.valor)})${flagged}`,
        color: 'info',
      };
    default:
      return { label: `Cobranças: ${charges.situacao}`, color: 'default' };
  }
}
