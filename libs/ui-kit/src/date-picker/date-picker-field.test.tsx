import { useState } from 'react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerField, preloadDatePicker } from './date-picker-field';
import { DATE_PICKER_TEXT } from './date-picker-props';

/** A form that holds the field's text, as the product's forms do, and shows it. */
function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePickerField label="Data de Início" name="data_inicio" value={value} onChange={setValue} required />
      <output aria-label="valor do formulário">{value}</output>
      <button type="button" onClick={() => setValue('01/01/2030')}>
        redefinir
      </button>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'Data de Início' });
/** What the field shows: its day, month and year sections. */
const shown = (group: HTMLElement = field()) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');
const formValue = () => screen.getByRole('status', { name: 'valor do formulário' }).textContent;

async function typeInto(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await user.click(within(field()).getByRole('spinbutton', { name: 'Dia' }));
  await user.keyboard(digits);
}

// First in this file: the picker's code is not loaded yet (nothing here has asked for it).
describe('DatePickerField on demand', () => {
  it("shows the label and the form's date, disabled, until the picker's code is here, then the picker", async () => {
    render(<Form initial="05/03/2026" />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: /Data de Início/ });
    expect(placeholder.disabled).toBe(true);
    expect(placeholder.value).toBe('05/03/2026');
    const group = await screen.findByRole('group', { name: 'Data de Início' });
    expect(shown(group)).toBe('05/03/2026');
    expect(screen.queryByRole('textbox', { name: /Data de Início/ })).toBeNull();
  });
});

describe('DatePickerField (pt-BR, DD/MM/YYYY)', () => {
  beforeAll(async () => {
    await preloadDatePicker();
  });

  it('shows the DD/MM/AAAA sections while empty and the form value in them', () => {
    render(<Form initial="07/09/2026" />);
    expect(shown()).toBe('07/09/2026');
    render(<DatePickerField label="Vazia" value="" onChange={() => undefined} />);
    expect(shown(screen.getByRole('group', { name: 'Vazia' }))).toBe('DD/MM/AAAA');
  });

  it('turns typed digits into a DD/MM/YYYY date for the form', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await typeInto(user, '15032026');
    expect(shown()).toBe('15/03/2026');
    expect(formValue()).toBe('15/03/2026');
    expect((screen.getByLabelText(/^Data de Início/, { selector: 'input' }) as HTMLInputElement).value).toBe('15/03/2026');
    expect(screen.queryByText(DATE_PICKER_TEXT.invalid)).toBeNull();
  });

  it('reports a half-typed date as empty and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await typeInto(user, '1503');
    expect(formValue()).toBe('');
    expect(shown()).toBe('15/03/AAAA');
    // Year 0020 on the way to 2026: not a date for the form either.
    await user.keyboard('20');
    expect(shown()).toBe('15/03/0020');
    expect(formValue()).toBe('');
    await user.keyboard('26');
    expect(formValue()).toBe('15/03/2026');
  });

  it('says "Data inválida." for a day the month does not have, and gives the form no date', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await typeInto(user, '31022026');
    expect(shown()).toBe('31/02/2026');
    expect(formValue()).toBe('');
    expect(screen.getByText(DATE_PICKER_TEXT.invalid)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('follows the form when it sets another date', async () => {
    const user = userEvent.setup();
    render(<Form initial="07/09/2026" />);
    await user.click(screen.getByRole('button', { name: 'redefinir' }));
    expect(shown()).toBe('01/01/2030');
  });

  it('picks a day in the pt-BR calendar', async () => {
    const user = userEvent.setup();
    render(<Form initial="07/09/2026" />);
    await user.click(screen.getByRole('button', { name: /Escolha uma data/ }));
    const calendar = await screen.findByRole('grid', { name: /setembro 2026/i });
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((day) => day.textContent),
    ).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    await user.click(within(calendar).getByRole('gridcell', { name: '21' }));
    const ok = screen.queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok);
    expect(formValue()).toBe('21/09/2026');
  });
});
