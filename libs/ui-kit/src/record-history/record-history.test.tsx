import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { type AuditHistoryItem, plainValue, RecordHistory } from './record-history';

const items: AuditHistoryItem[] = [
  {
    em: '2026-03-10T14:05:00.000Z',
    id_usuario: 1,
    nome_usuario: 'Ana Admin',
    acao: 'update',
    alteracoes: [{ campo: 'desc_turma', de: 'Abril', para: null }],
  },
  {
    em: '2026-03-09T10:00:00.000Z',
    id_usuario: null,
    nome_usuario: null,
    acao: 'create',
    alteracoes: [{ campo: 'desc_turma', de: null, para: 'Abril' }],
  },
];

describe('RecordHistory', () => {
  it('shows who did what, each change before and after, labelled by the screen', () => {
    render(
      <RecordHistory
        items={items}
        total={2}
        page={1}
        pageSize={10}
        onPageChange={() => undefined}
        describe={(change) => ({
          label: change.campo === 'desc_turma' ? 'Descrição' : change.campo,
          from: plainValue(change.de),
          to: plainValue(change.para),
        })}
      />,
    );
    const rows = screen.getAllByTestId('history-item');
    expect(rows[0]!.textContent).toContain('Ana Admin — Alterou');
    expect(rows[0]!.textContent).toContain('Descrição: Abril → (vazio)');
    expect(rows[1]!.textContent).toContain('Sistema — Criou');
    expect(rows[1]!.textContent).toContain('Descrição: Abril');
    expect(rows[1]!.textContent).not.toContain('→');
  });

  it('says when nothing was recorded, and pages only when there is more than one page', () => {
    const { rerender } = render(<RecordHistory items={[]} total={0} page={1} pageSize={10} onPageChange={() => undefined} />);
    expect(screen.getByText('Nenhuma alteração registrada.')).toBeTruthy();
    rerender(<RecordHistory items={items} total={25} page={1} pageSize={10} onPageChange={() => undefined} />);
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('writes yes/no and empty values in Portuguese', () => {
    expect([plainValue(true), plainValue(false), plainValue(null), plainValue(900)]).toEqual(['Sim', 'Não', '(vazio)', '900']);
  });
});
