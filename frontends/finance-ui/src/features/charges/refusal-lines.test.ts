import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '@treina/web-platform';
import { refusalLines } from './refusal-lines';

describe('refusalLines', () => {
  it("shows the server's message and each field's message it does not repeat", () => {
    const refusal = new ApiRequestError(400, 'Dados inválidos.', {
      statusMsg: 'Dados inválidos.',
      errors: [
        { field: 'valor', message: "O campo 'valor' deve ser um valor em reais." },
        { field: 'pago_em', message: 'Dados inválidos.' },
      ],
    });
    expect(refusalLines(refusal, 'Erro.')).toEqual(['Dados inválidos.', "O campo 'valor' deve ser um valor em reais."]);
  });

  it("falls back to the screen's message when the server failed or did not answer", () => {
    expect(refusalLines(new ApiRequestError(500, 'x', { statusMsg: 'x' }), 'Erro.')).toEqual(['Erro.']);
    expect(refusalLines(new TypeError('offline'), 'Erro.')).toEqual(['Erro.']);
  });
});
