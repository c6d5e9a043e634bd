const NUMBER = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1490 → '1.490,00' (what the class form's 'Valor Pago' text field shows and sends back). */
export function moneyText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? NUMBER.format(number) : String(value);
}

/** 1490 → 'R$ 1.490,00'; '' when there is no amount. */
export function formatMoney(value: number | string | null | undefined): string {
  const text = moneyText(value);
  return text ? `R$ ${text}` : '';
}
