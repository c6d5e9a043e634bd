import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CommissionRate, CommissionRateOptions, CommissionRateRow } from '@treina/contracts';
import { errorMessage } from '@treina/web-platform';
import { useState } from 'react';
import { useCommissionRateOptions, useCommissionRates, useSaveRates } from '../api/commission-statements';

/** A rate being edited: ids as the pickers hold them, the percent as typed (the server validates them). */
interface DraftRate {
  id_usuario: string;
  id_treinamento: string;
  percentual: string;
}

const blank: DraftRate = { id_usuario: '', id_treinamento: '', percentual: '' };

/** The typed rates as the API takes them; a blank training is every training (null). */
export function ratesToSave(drafts: readonly DraftRate[]): CommissionRate[] {
  return drafts
    .filter((draft) => draft.id_usuario.trim() || draft.percentual.trim())
    .map((draft) => ({
      id_usuario: Number(draft.id_usuario),
      id_treinamento: draft.id_treinamento.trim() ? Number(draft.id_treinamento) : null,
      percentual: draft.percentual.trim(),
    }));
}

/** 'Taxas de comissão': each seller's rate for one training or every training, over the training's default. */
export function RatesEditor() {
  const rates = useCommissionRates();
  const options = useCommissionRateOptions();
  const error = rates.error ?? options.error;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  // A new read (after saving) starts the form again from what the server holds.
  return rates.data && options.data ? <RatesForm key={rates.dataUpdatedAt} saved={rates.data} options={options.data} /> : null;
}

/** The pickers' choices: the server's, plus whoever a saved rate names that is no longer among them (an inactive seller). */
function choicesOf(saved: readonly CommissionRateRow[], options: CommissionRateOptions) {
  const sellers = new Map(options.vendedores.map((seller) => [String(seller.id_usuario), seller.nome]));
  const trainings = new Map(options.treinamentos.map((training) => [String(training.id_treinamento), training.nome_treinamento]));
  for (const rate of saved) {
    if (!sellers.has(String(rate.id_usuario))) sellers.set(String(rate.id_usuario), rate.nome_usuario ?? `Usuário ${rate.id_usuario}`);
    if (rate.id_treinamento !== null && !trainings.has(String(rate.id_treinamento)))
      trainings.set(String(rate.id_treinamento), rate.nome_treinamento ?? `Treinamento ${rate.id_treinamento}`);
  }
  return { sellers: [...sellers], trainings: [...trainings] };
}

function RatesForm({ saved, options }: { saved: CommissionRateRow[]; options: CommissionRateOptions }) {
  const save = useSaveRates();
  const [drafts, setDrafts] = useState<DraftRate[]>(() =>
    saved.map((rate) => ({
      id_usuario: String(rate.id_usuario),
      id_treinamento: rate.id_treinamento === null ? '' : String(rate.id_treinamento),
      percentual: rate.percentual.replace('.', ','),
    })),
  );
  const { sellers, trainings } = choicesOf(saved, options);
  const change = (index: number, field: keyof DraftRate, value: string) =>
    setDrafts((all) => all.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)));
  return (
    <Stack spacing={1.5} component="section" aria-label="Taxas de comissão">
      <Typography variant="h6" component="h2">
        Taxas de comissão
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A taxa do vendedor para o treinamento vale primeiro; depois a do vendedor para todos os treinamentos; depois a do treinamento.
      </Typography>
      {drafts.map((draft, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="Vendedor"
            size="small"
            value={draft.id_usuario}
            onChange={(event) => change(index, 'id_usuario', event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {sellers.map(([id, nome]) => (
              <MenuItem key={id} value={id}>
                {nome}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Treinamento"
            size="small"
            value={draft.id_treinamento}
            onChange={(event) => change(index, 'id_treinamento', event.target.value)}
            // Empty is a choice here: every training.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">Todos os treinamentos</MenuItem>
            {trainings.map(([id, nome]) => (
              <MenuItem key={id} value={id}>
                {nome}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Percentual (%)"
            size="small"
            value={draft.percentual}
            onChange={(event) => change(index, 'percentual', event.target.value)}
            sx={{ width: 140 }}
          />
          <IconButton aria-label="Remover taxa" onClick={() => setDrafts((all) => all.filter((_, at) => at !== index))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      {save.isSuccess && !save.isPending && <Alert severity="success">Taxas salvas.</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setDrafts((all) => [...all, blank])}>Adicionar taxa</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(ratesToSave(drafts))}>
          Salvar taxas
        </Button>
      </Stack>
    </Stack>
  );
}
