import { useState } from 'react';
import { expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedTextField } from './masked-text-field';
import type { MaskKind } from './masks';

function Field({ mask }: { mask: MaskKind }) {
  const [value, setValue] = useState('');
  return <MaskedTextField label="campo" mask={mask} value={value} onChange={setValue} />;
}

it.each([
  ['phone', 'ab11987654321', '(11) 98765-4321', 15],
  ['cpf', '123.456.789-01', '123.456.789-01', 14],
  ['cpfCnpj', '12345678000195', '12.345.678/0001-95', 18],
  ['date', '31122026', '31/12/2026', 10],
  ['time', '0930', '09:30', 5],
] as const)('masks typed %s input', async (mask, typed, shown, maxLength) => {
  const user = userEvent.setup();
  render(<Field mask={mask} />);
  const input = screen.getByRole('textbox', { name: 'campo' }) as HTMLInputElement;
  await user.type(input, typed);
  expect(input.value).toBe(shown);
  expect(input.maxLength).toBe(maxLength);
});
