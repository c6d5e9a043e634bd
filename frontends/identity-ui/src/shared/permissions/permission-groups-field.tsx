import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { permissionKey, type PermissionChecks, type PermissionGroupView } from './permission-form';

export interface PermissionGroupsFieldProps {
  groups: readonly PermissionGroupView[];
  checks: PermissionChecks;
  onToggle(id: number, checked: boolean): void;
  disabled?: boolean;
}

/** The permissions block: one fieldset per group, its label then the action boxes. */
export function PermissionGroupsField({ groups, checks, onToggle, disabled }: PermissionGroupsFieldProps) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        Permissões
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
        {groups.map((group) => (
          <FormControl
            key={group.permission_group_key}
            component="fieldset"
            variant="outlined"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
            data-testid={`permission-group-${group.permission_group_key}`}
          >
            <FormLabel component="legend" sx={{ px: 0.5 }}>
              {group.permission_group_name}
            </FormLabel>
            <FormGroup row>
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission.id_permissao}
                  label={permission.label}
                  disabled={disabled}
                  control={
                    <Checkbox
                      size="small"
                      name={permission.nome}
                      checked={!!checks[permissionKey(permission.id_permissao)]}
                      onChange={(event) => onToggle(permission.id_permissao, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
