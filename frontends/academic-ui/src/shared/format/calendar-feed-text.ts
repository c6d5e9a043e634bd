/** The line saying whether the user's calendar address works, and since when (DD/MM/YYYY, the school's day). */
export function feedStatusText(feed: { ativo: boolean; criado_em: string | null } | undefined): string {
  if (!feed?.ativo) return 'Nenhum endereço ativo.';
  if (!feed.criado_em) return 'Endereço ativo.';
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
  return `Endereço ativo desde ${day.format(new Date(feed.criado_em))}.`;
}
