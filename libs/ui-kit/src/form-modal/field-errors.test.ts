import { describe, expect, it } from '@jest/globals';
import { fieldErrorProps, hasFieldErrors } from './field-errors';

describe('field errors', () => {
  it('give an invalid field its message and a valid one its hint', () => {
    const shown = { documento: 'O CPF tem 11 dígitos.' };
    expect(fieldErrorProps(shown, 'documento', 'Somente números')).toEqual({ error: true, helperText: 'O CPF tem 11 dígitos.' });
    expect(fieldErrorProps(shown, 'nome', 'Como no documento')).toEqual({ helperText: 'Como no documento' });
    expect(fieldErrorProps(shown, 'nome')).toEqual({});
  });

  it('count only fields with a message', () => {
    expect(hasFieldErrors({ nome: undefined, documento: '' })).toBe(false);
    expect(hasFieldErrors({ nome: 'Informe o nome.' })).toBe(true);
    expect(hasFieldErrors(undefined)).toBe(false);
  });
});
