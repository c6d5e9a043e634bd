import { formatBRL, moneyToCentavos } from '@treina/contracts';

/** What an enrolment costs before its discount: the class's own price, else its training's; null when neither has one. */
export function enrolmentPrice(classPrice: string | null, trainingPrice: string | null): string | null {
  return classPrice ?? trainingPrice;
}

/**
 * Why a discount cannot stand against the enrolment's price (amounts as the API's text), or null
 * when it can: it is at most the price; without a price only no discount (or zero) is.
 */
export function discountProblem(price: string | null, discount: string | null): string | null {
  if (discount === null || moneyToCentavos(discount) === 0) return null;
  if (price === null) return `O desconto (${formatBRL(discount)}) não pode ser aplicado: nem a turma nem o treinamento têm valor definido.`;
  if (moneyToCentavos(discount) > moneyToCentavos(price))
    return `O desconto (${formatBRL(discount)}) não pode ser maior que o valor da inscrição (${formatBRL(price)}).`;
  return null;
}
