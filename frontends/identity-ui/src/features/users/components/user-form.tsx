import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserTypeRow } from '@treina/contracts';
import { useFieldErrors } from '@treina/ui-kit';
import { PermissionGroupsField } from '../../../shared/permissions/permission-groups-field';
import { permissionKey, type PermissionChecks, type PermissionGroupView } from '../../../shared/permissions/permission-form';
import { UserTypeSelect } from '../../../shared/permissions/user-type-select';

export interface UserFormData {
  id_usuario?: number;
  nome: string;
  email: string;
  senha: string;
  status: boolean;
  id_tipo_usuario: number | '';
  userPermissions: PermissionChecks;
}

export const EMPTY_USER_FORM: UserFormData = {
  nome: '',
  email: '',
  senha: '',
  status: true,
  id_tipo_usuario: '',
  userPermissions: {},
};

export interface UserFormProps {
  mode: 'create' | 'update';
  data: UserFormData;
  onChange(next: UserFormData): void;
  userTypes: readonly UserTypeRow[];
  groups: readonly PermissionGroupView[];
  /** Choosing a type replaces the checked permissions with its defaults. */
  onChooseType(id: number): void;
}

/** 'Dados do Usuário': senha only when creating, 'Status Ativo' only when editing. */
export function UserForm({ mode, data, onChange, userTypes, groups, onChooseType }: UserFormProps) {
  const set = <K extends keyof UserFormData>(key: K, value: UserFormData[K]) => onChange({ ...data, [key]: value });
  const fieldError = useFieldErrors();
  return (
    <Stack spacing={2}>
      <TextField
        label="Nome"
        name="nome"
        value={data.nome}
        onChange={(e) => set('nome', e.target.value)}
        required
        fullWidth
        {...fieldError('nome')}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        value={data.email}
        onChange={(e) => set('email', e.target.value)}
        required
        fullWidth
        {...fieldError('email')}
      />
      {mode === 'create' && (
        <TextField
          label="Senha"
          name="senha"
          type="password"
          autoComplete="new-password"
          value={data.senha}
          onChange={(e) => set('senha', e.target.value)}
          required
          fullWidth
          {...fieldError('senha')}
        />
      )}
      {mode === 'update' && (
        <FormControlLabel
          label="Status Ativo"
          control={<Checkbox name="status" checked={data.status} onChange={(e) => set('status', e.target.checked)} />}
        />
      )}
      <UserTypeSelect
        userTypes={userTypes}
        value={data.id_tipo_usuario}
        onChange={onChooseType}
        required
        {...fieldError('id_tipo_usuario')}
      />
      <PermissionGroupsField
        groups={groups}
        checks={data.userPermissions}
        onToggle={(id, checked) => set('userPermissions', { ...data.userPermissions, [permissionKey(id)]: checked })}
      />
    </Stack>
  );
}
