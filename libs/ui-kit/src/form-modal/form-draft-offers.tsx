import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { StoredFormDraft } from './form-drafts';

export const FORM_DRAFT_TEXT = {
  offer: (title: string) => `Há alterações não salvas em ${title}.`,
  restore: 'Restaurar',
  discard: 'Descartar',
} as const;

export interface FormDraftOffersProps<T> {
  offers: readonly StoredFormDraft<T>[];
  onRestore(offer: StoredFormDraft<T>): void;
  onDiscard(offer: StoredFormDraft<T>): void;
}

/** Offers back the typing a form kept when the session ended before it was saved. */
export function FormDraftOffers<T>({ offers, onRestore, onDiscard }: FormDraftOffersProps<T>) {
  if (offers.length === 0) return null;
  return (
    <Stack spacing={1}>
      {offers.map((offer) => (
        <Alert
          key={offer.storageKey}
          severity="warning"
          data-testid="form-draft-offer"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" variant="outlined" onClick={() => onRestore(offer)}>
                {FORM_DRAFT_TEXT.restore}
              </Button>
              <Button color="inherit" size="small" onClick={() => onDiscard(offer)}>
                {FORM_DRAFT_TEXT.discard}
              </Button>
            </Stack>
          }
        >
          {FORM_DRAFT_TEXT.offer(offer.title)}
        </Alert>
      ))}
    </Stack>
  );
}
