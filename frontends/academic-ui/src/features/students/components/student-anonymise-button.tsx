import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { StudentRow } from '@treina/contracts';
import { ConfirmDialog, Notification, useNotification } from '@treina/ui-kit';
import { errorMessage, usePermission } from '@treina/web-platform';
import { useAnonymiseStudent } from '../api/anonymise-student';

/** What the confirmation says before an erasure: it cannot be undone, what goes and what stays. */
const ANONYMISE_CONFIRMATION =
  'Esta ação é irreversível. O nome do aluno será substituído por "Titular anonimizado", e o CPF, o RG, o e-mail, o telefone, ' +
  'o endereço, a data de nascimento e as observações serão apagados; os documentos serão excluídos e o acesso ao sistema, ' +
  'desativado. As inscrições, os pagamentos e as comissões são mantidos. Deseja anonimizar este aluno?';

/** 'Anonimizar' (LGPD erasure on request): only for users with the `privacy` permission, after a confirmation. */
export function StudentAnonymiseButton({ row }: { row: Pick<StudentRow, 'id'> }) {
  const allowed = usePermission('privacy');
  const [asking, setAsking] = useState(false);
  const anonymise = useAnonymiseStudent();
  const { notify, notificationProps } = useNotification();
  if (!allowed) return null;
  const confirm = async () => {
    setAsking(false);
    try {
      await anonymise.mutateAsync(row.id);
      notify.success('Aluno anonimizado.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Box>
      <Button
        color="error"
        variant="outlined"
        size="small"
        startIcon={<PersonOffIcon />}
        disabled={anonymise.isPending}
        onClick={() => setAsking(true)}
      >
        Anonimizar
      </Button>
      <ConfirmDialog
        open={asking}
        title="Anonimizar aluno"
        text={ANONYMISE_CONFIRMATION}
        confirmLabel="Anonimizar"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
      <Notification {...notificationProps} />
    </Box>
  );
}
