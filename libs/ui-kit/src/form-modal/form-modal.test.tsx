import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { FormModal } from './form-modal';
import { useFieldErrors, type FieldErrors } from './field-errors';
import { formDraftStorageKey } from './form-drafts';
import { useFormState } from './form-state';

interface PersonForm {
  nome: string;
  documento: string;
  senha: string;
}

const EMPTY: PersonForm = { nome: '', documento: '', senha: '' };

const personErrors = (form: PersonForm): FieldErrors => ({
  nome: form.nome.trim() ? undefined : 'Informe o nome.',
  documento: form.documento.length === 11 ? undefined : 'O CPF tem 11 dígitos.',
});

function PersonFields({ form, onChange }: { form: PersonForm; onChange(next: PersonForm): void }) {
  const fieldError = useFieldErrors();
  return (
    <>
      <TextField
        label="Nome"
        value={form.nome}
        onChange={(event) => onChange({ ...form, nome: event.target.value })}
        {...fieldError('nome')}
      />
      <TextField
        label="CPF"
        value={form.documento}
        onChange={(event) => onChange({ ...form, documento: event.target.value })}
        {...fieldError('documento', 'Somente números')}
      />
      <TextField label="Senha" value={form.senha} onChange={(event) => onChange({ ...form, senha: event.target.value })} />
    </>
  );
}

/** A page holding one form the way the remotes do. */
function PersonPage({ onClose, onSave, draftKey }: { onClose(): void; onSave(form: PersonForm): unknown; draftKey?: string }) {
  const { form, setForm, dirty } = useFormState(EMPTY);
  const [open, setOpen] = useState(true);
  return (
    <FormModal
      open={open}
      title="Dados da Pessoa"
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      onSave={() => onSave(form)}
      dirty={dirty}
      errors={personErrors(form)}
      draft={{ storageKey: draftKey, data: form }}
    >
      <PersonFields form={form} onChange={setForm} />
    </FormModal>
  );
}

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

  it('closes on Escape when nothing was typed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PersonPage onClose={onClose} onSave={() => true} />);
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Descartar alterações?')).toBeNull();
  });

  it('asks "Descartar alterações?" on Escape with changes; "Continuar editando" keeps the typing, "Descartar" closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PersonPage onClose={onClose} onSave={() => true} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(ask.textContent).toContain('Dados da Pessoa');
    // The safe answer has the focus: Enter does not throw the typing away.
    expect(document.activeElement?.textContent).toBe('Continuar editando');
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Ana');

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps "Salvar" enabled; pressing it with invalid fields shows each message under its field and focuses the first', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => true);
    render(<PersonPage onClose={() => {}} onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '1234567890');
    // Nothing shouts before the user asked to save.
    expect(screen.queryByText('O CPF tem 11 dígitos.')).toBeNull();
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(cpf.getAttribute('aria-describedby')!)?.textContent).toBe('O CPF tem 11 dígitos.');
    expect(screen.getByRole('textbox', { name: 'Nome' }).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(cpf);

    // The message follows the typing once shown.
    await user.type(cpf, '1');
    expect(screen.queryByText('O CPF tem 11 dígitos.')).toBeNull();
    expect(screen.getByText('Somente números')).toBeTruthy();
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('focuses the first invalid field in reading order when several are wrong', async () => {
    const user = userEvent.setup();
    render(<PersonPage onClose={() => {}} onSave={() => true} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe o nome.')).toBeTruthy();
    expect(screen.getByText('O CPF tem 11 dígitos.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });

  it('keeps the typing in the tab while unsaved, without the password, and drops it once saved', async () => {
    const user = userEvent.setup();
    const key = formDraftStorageKey({ owner: 7, form: 'teste.pessoa' });
    sessionStorage.clear();
    render(<PersonPage onClose={() => {}} onSave={() => true} draftKey={key} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await user.type(screen.getByRole('textbox', { name: 'Senha' }), 'Segredo#1');
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ title: 'Dados da Pessoa', data: { nome: 'Ana', documento: '52998224725' } });
    expect(localStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sessionStorage.getItem(key)).toBeNull());
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
