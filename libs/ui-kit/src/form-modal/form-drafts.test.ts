import { beforeEach, describe, expect, it } from '@jest/globals';
import { formDraftStorageKey, readFormDrafts, removeFormDraft, withoutPasswords, writeFormDraft } from './form-drafts';

beforeEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('are kept per user, form and record', () => {
    writeFormDraft(formDraftStorageKey({ owner: 1, form: 'crm.customer' }), 'Dados do Cliente', { nome: 'Ana' });
    writeFormDraft(formDraftStorageKey({ owner: 1, form: 'crm.customer', recordId: 12 }), 'Dados do Cliente', { nome: 'Beta' });
    writeFormDraft(formDraftStorageKey({ owner: 2, form: 'crm.customer' }), 'Dados do Cliente', { nome: 'Outro usuário' });
    writeFormDraft(formDraftStorageKey({ owner: 1, form: 'crm.service' }), 'Dados do Serviço', { id_cliente: 3 });
    const drafts = readFormDrafts<{ nome: string }>(1, 'crm.customer');
    expect(drafts.map((draft) => [draft.recordId, draft.data.nome])).toEqual([
      ['12', 'Beta'],
      [null, 'Ana'],
    ]);
    removeFormDraft(drafts[0]!.storageKey);
    expect(readFormDrafts(1, 'crm.customer')).toHaveLength(1);
    expect(readFormDrafts(2, 'crm.customer')).toHaveLength(1);
  });

  it('never keep a password field, however deep', () => {
    expect(
      withoutPasswords({ nome: 'Ana', senha: 'x', confirmar_senha: 'x', extra: { password: 'y', ok: [{ newPassword: 'z', a: 1 }] } }),
    ).toEqual({
      nome: 'Ana',
      extra: { ok: [{ a: 1 }] },
    });
  });

  it('ignore entries that are not drafts', () => {
    sessionStorage.setItem(formDraftStorageKey({ owner: 1, form: 'crm.customer' }), '{quebrado');
    expect(readFormDrafts(1, 'crm.customer')).toEqual([]);
  });
});

describe('useFormDrafts', () => {
  it('offers the drafts of the form shown, and follows a change of form on the same screen', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { useFormDrafts } = await import('./form-drafts');
    writeFormDraft(formDraftStorageKey({ owner: 1, form: 'academic.student' }), 'Dados do Aluno', { nome_aluno: 'Ana' });
    writeFormDraft(formDraftStorageKey({ owner: 1, form: 'academic.interested' }), 'Dados do Interessado', { nome_aluno: 'Bia' });
    const { result, rerender } = renderHook(({ form }) => useFormDrafts<{ nome_aluno: string }>(1, form), {
      initialProps: { form: 'academic.student' },
    });
    expect(result.current.offers.map((offer) => offer.data.nome_aluno)).toEqual(['Ana']);
    rerender({ form: 'academic.interested' });
    expect(result.current.offers.map((offer) => offer.title)).toEqual(['Dados do Interessado']);
    act(() => result.current.discard(result.current.offers[0]!));
    expect(result.current.offers).toEqual([]);
    expect(readFormDrafts(1, 'academic.interested')).toEqual([]);
    expect(result.current.keyFor(4)).toBe('treina.form-draft:1:academic.interested:4');
  });
});
