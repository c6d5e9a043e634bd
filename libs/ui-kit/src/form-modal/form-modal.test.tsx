import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormModal } from './form-modal';

describe('FormModal', () => {
  it('is full screen with a title, a close button and "Salvar" when it has a body', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onSave = jest.fn<() => Promise<boolean>>().mockResolvedValue(true);
    render(
      <FormModal open title="Dados do Usuário" onClose={onClose} onSave={onSave}>
        <input aria-label="Nome" />
      </FormModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Dados do Usuário' })).toBeTruthy();
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    // Save submits, then asks to close.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no "Salvar" without a body', () => {
    render(<FormModal open title="Vazio" onClose={() => {}} onSave={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('does not close on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <FormModal open title="Dados" onClose={onClose} onSave={() => {}}>
        <input aria-label="Nome" />
      </FormModal>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the save action answers false', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <FormModal open title="Dados" onClose={onClose} onSave={() => false}>
        <input aria-label="Nome" />
      </FormModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
