import { useState } from 'react';
import { TextInput } from '../../shared/text-input';

const PASSWORD_MISMATCH_MESSAGE = "A 'Nova Senha' e a 'Confirmação da Nova Senha' devem coincidir.";

export interface NewPassword {
  nova_senha: string;
  nova_senha_confirmacao: string;
}

/** The new password typed twice; the two are compared only once both are filled, so typing the first is not an error. */
export function useNewPassword() {
  const [value, setValue] = useState<NewPassword>({ nova_senha: '', nova_senha_confirmacao: '' });
  const bothFilled = value.nova_senha !== '' && value.nova_senha_confirmacao !== '';
  const mismatch = bothFilled && value.nova_senha !== value.nova_senha_confirmacao;
  return { value, setValue, mismatch, complete: bothFilled && !mismatch };
}

/** 'Nova Senha' and its confirmation, shared by the reset link's page and the forced change after a password set by someone else. */
export function NewPasswordFields({ password }: { password: ReturnType<typeof useNewPassword> }) {
  const { value, setValue, mismatch } = password;
  return (
    <>
      <TextInput
        label="Nova Senha"
        type="password"
        name="nova_senha"
        autoComplete="new-password"
        value={value.nova_senha}
        onChange={(next) => setValue((current) => ({ ...current, nova_senha: next }))}
        required
        autoFocus
      />
      <TextInput
        label="Confirmação da Nova Senha"
        type="password"
        name="nova_senha_confirmacao"
        autoComplete="new-password"
        value={value.nova_senha_confirmacao}
        onChange={(next) => setValue((current) => ({ ...current, nova_senha_confirmacao: next }))}
        required
        error={mismatch}
        helperText={mismatch ? PASSWORD_MISMATCH_MESSAGE : undefined}
      />
    </>
  );
}
