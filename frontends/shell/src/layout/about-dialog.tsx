import { useEffect, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fetchRemotesManifest, getRemoteStatuses, subscribeRemoteStatuses, usePermission } from '@treina/web-platform';
import { describeRemote, SHELL_BUILD } from './build-info';

/**
 * 'Sobre': the product's version for everyone (the shell's: the product's entry point); to those who hold the configuration permission also
 * which version of the shell and of each UI remote is deployed (/remotes.json) and which build of each actually loaded in this page, so
 * support can see what is running.
 */
export function AboutDialog(props: { open: boolean; onClose(): void }) {
  const showModules = usePermission('config');
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth={showModules ? 'md' : 'xs'} fullWidth aria-labelledby="about-title">
      <DialogTitle id="about-title">Sobre o Treina</DialogTitle>
      <DialogContent>
        <Typography data-testid="about-version" gutterBottom={showModules}>
          Versão {SHELL_BUILD?.version ?? 'desconhecida'}
        </Typography>
        {showModules && <ModuleVersions open={props.open} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

function ModuleVersions({ open }: { open: boolean }) {
  const remotes = useSyncExternalStore(subscribeRemoteStatuses, getRemoteStatuses);
  useEffect(() => {
    // The deployed versions as they are now (a remote may have been released since the page loaded).
    if (open) fetchRemotesManifest(true).catch(() => undefined);
  }, [open]);
  return (
    <Table size="small" aria-label="Versões dos módulos">
      <TableHead>
        <TableRow>
          <TableCell>Módulo</TableCell>
          <TableCell>Versão publicada</TableCell>
          <TableCell>Nesta página</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow data-testid="about-shell">
          <TableCell>shell</TableCell>
          <TableCell>{SHELL_BUILD?.version ?? '—'}</TableCell>
          <TableCell>{SHELL_BUILD ? `carregado: versão ${SHELL_BUILD.version}, build ${SHELL_BUILD.buildId}` : '—'}</TableCell>
        </TableRow>
        {remotes.map((remote) => (
          <TableRow key={remote.name} data-testid={`about-${remote.name}`}>
            <TableCell>{remote.name}</TableCell>
            <TableCell>{remote.version ?? 'desconhecida'}</TableCell>
            <TableCell>{describeRemote(remote)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
