import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Notification, useNotification } from '@treina/ui-kit';
import { errorMessage, usePermission } from '@treina/web-platform';
import {
  defaultChecksForType,
  groupPermissions,
  permissionKey,
  selectedPermissionIds,
  type PermissionChecks,
} from '../../../shared/permissions/permission-form';
import { PermissionGroupsField } from '../../../shared/permissions/permission-groups-field';
import { permissionKeys, setDefaultPermissions, usePermissionCatalog } from '../../../shared/permissions/permissions-api';
import { UserTypeSelect } from '../../../shared/permissions/user-type-select';

const DEFAULT_PERMISSIONS_SAVED = 'Permissões atualizadas com sucesso!';

/** 'Permissões Padrão': a user type and its default permissions. */
export function DefaultPermissionsForm() {
  const canUpdate = usePermission('config_update');
  const catalog = usePermissionCatalog();
  const groups = useMemo(() => groupPermissions(catalog.permissions), [catalog.permissions]);
  const queryClient = useQueryClient();
  const { notify, notificationProps } = useNotification();
  const [userType, setUserType] = useState<number | ''>('');
  const [checks, setChecks] = useState<PermissionChecks>({});

  const save = useMutation({
    mutationFn: ({ typeId, ids }: { typeId: number; ids: number[] }) => setDefaultPermissions(typeId, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionKeys.defaults }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Submitting does nothing when the form is empty.
    if (userType === '' || !canUpdate) return;
    try {
      await save.mutateAsync({ typeId: userType, ids: selectedPermissionIds(checks) });
      notify.success(DEFAULT_PERMISSIONS_SAVED);
    } catch (error) {
      console.error('[identity_ui] default permissions not saved', error);
      notify.error(errorMessage(error));
    }
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Stack spacing={2}>
        {catalog.error && <Alert severity="error">{errorMessage(catalog.error)}</Alert>}
        <Box sx={{ maxWidth: 360 }}>
          <UserTypeSelect
            userTypes={catalog.userTypes}
            value={userType}
            onChange={(id) => {
              setUserType(id);
              setChecks(defaultChecksForType(id, catalog.defaults));
            }}
          />
        </Box>
        {userType !== '' && (
          <PermissionGroupsField
            groups={groups}
            checks={checks}
            disabled={!canUpdate}
            onToggle={(id, checked) => setChecks((current) => ({ ...current, [permissionKey(id)]: checked }))}
          />
        )}
        {canUpdate && (
          <Box>
            <Button type="submit" variant="contained" disabled={userType === '' || save.isPending}>
              Atualizar Permissões Padrão
            </Button>
          </Box>
        )}
      </Stack>
      <Notification {...notificationProps} />
    </Box>
  );
}
