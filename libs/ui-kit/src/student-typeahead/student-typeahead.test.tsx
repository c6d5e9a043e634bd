import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterStudentOptions, StudentTypeahead } from './student-typeahead';

const options = [
  { id: 1, label: 'Ana Souza' },
  { id: 2, label: 'Bruno Ana' },
  { id: 3, label: 'ana lima' },
];

describe('student typeahead', () => {
  it('keeps labels containing the typed text, case-sensitive, without blacklisted ids', () => {
    expect(filterStudentOptions(options, 'Ana').map((o) => o.id)).toEqual([1, 2]);
    expect(filterStudentOptions(options, 'ana').map((o) => o.id)).toEqual([3]);
    expect(filterStudentOptions(options, 'Ana', [2]).map((o) => o.id)).toEqual([1]);
    expect(filterStudentOptions(options, '', [], true)).toEqual([]);
  });

  it('renders "Nome do Aluno" with its helper and picks a student', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<StudentTypeahead options={options} value={null} onChange={onChange} blacklist={[3]} />);
    expect(screen.getByText('Digite o Nome do Aluno para pesquisar')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Nome do Aluno' }), 'Bru');
    await user.click(screen.getByRole('option', { name: 'Bruno Ana' }));
    expect(onChange).toHaveBeenCalledWith(2, { id: 2, label: 'Bruno Ana' });
  });

  it('shows nothing when disabled', () => {
    render(<StudentTypeahead options={options} value={null} onChange={() => {}} disabled />);
    expect((screen.getByRole('combobox', { name: 'Nome do Aluno' }) as HTMLInputElement).disabled).toBe(true);
  });
});
