import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ShownErrorsProvider, hasFieldErrors, type FieldErrors } from './field-errors';
import { removeFormDraft, writeFormDraft } from './form-drafts';

export const FORM_MODAL_TEXT = {
  save: 'Salvar',
  close: 'Fechar',
  discardTitle: 'Descartar alterações?',
  discardText: (title: string) => `As alterações feitas em ${title} ainda não foram salvas e serão perdidas.`,
  keepEditing: 'Continuar editando',
  discard: 'Descartar',
} as const;

export interface FormModalDraft {
  /** From useFormDrafts().keyFor(recordId); none: nothing is kept. */
  storageKey?: string;
  /** What to keep while the form has changes (password fields are left out anyway). */
  data: unknown;
}

export interface FormModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  /**
   * Submits the current form data through the chosen action (create or update). When
   * it resolves to anything but `false` the modal closes.
   */
  onSave?(): unknown;
  saving?: boolean;
  /** The form differs from what it opened with: closing asks before discarding it. */
  dirty?: boolean;
  /**
   * The form's invalid fields now (from the form's pure rules). 'Salvar' with any of them
   * shows every message under its field (useFieldErrors) and focuses the first one.
   */
  errors?: FieldErrors;
  /** Keeps the typing in the tab while dirty, so an expired session does not lose it. */
  draft?: FormModalDraft;
  /** The form body; without it there is no 'Salvar' button. */
  children?: ReactNode;
}

const GUARD_STATE = 'treinaFormGuard';
/**
 * Back steps a closing dialog took to drop its history entry: their popstate is no user's Back.
 * Each keeps the address the page had under the dialog: what the screen wrote there meanwhile (a
 * list's search, written a moment after typing) stays, instead of the older one below the entry.
 */
const guardPopsPending: string[] = [];
/** The open dialog the user's Back goes to. */
let backHandler: (() => void) | null = null;
let listening = false;

function pushGuardEntry() {
  window.history.pushState({ ...(window.history.state as object | null), [GUARD_STATE]: true }, '');
}

function listenToBack() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', () => {
    const addressUnderDialog = guardPopsPending.shift();
    if (addressUnderDialog === undefined) backHandler?.();
    else if (addressUnderDialog !== window.location.href) window.history.replaceState(window.history.state, '', addressUnderDialog);
  });
}
const NO_ERRORS: FieldErrors = {};

/** The first field marked invalid, in the order the user reads the form. */
function firstInvalidField(root: HTMLElement | null): HTMLElement | null {
  const marked = root?.querySelector<HTMLElement>('.Mui-error');
  const control = marked?.closest<HTMLElement>('.MuiFormControl-root') ?? marked?.parentElement ?? null;
  return (
    control?.querySelector<HTMLElement>(
      '[role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"]), [contenteditable="true"], [tabindex="0"]',
    ) ?? null
  );
}

/**
 * Full-screen form dialog: close button, title, 'Salvar' (only with a form body). 'Salvar' is always enabled: with invalid fields it shows
 * why instead of saving. Closing (✕, Escape, the browser's Back) a form with changes asks 'Descartar alterações?' first; leaving the page
 * meanwhile asks the browser's own question.
 */
export function FormModal({ open, title, onClose, onSave, saving = false, dirty = false, errors, draft, children }: FormModalProps) {
  const hasBody = children !== undefined && children !== null && children !== false;
  const [showErrors, setShowErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const bodyRef = useRef<HTMLElement>(null);
  const guardPushed = useRef(false);
  const keptDraft = useRef<string | null>(null);

  // Reopened, a form starts without messages or a pending question.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setShowErrors(false);
      setConfirmingDiscard(false);
    }
  }

  useLayoutEffect(() => {
    if (focusRequest > 0) firstInvalidField(bodyRef.current)?.focus();
  }, [focusRequest]);

  // The typing is kept while it differs from what the form opened with.
  const draftKey = draft?.storageKey;
  const draftJson = draftKey && open && dirty ? JSON.stringify(draft?.data ?? null) : null;
  useEffect(() => {
    if (!draftKey || !open) return;
    if (draftJson !== null) {
      writeFormDraft(draftKey, title, JSON.parse(draftJson));
      keptDraft.current = draftKey;
    } else if (keptDraft.current) {
      removeFormDraft(keptDraft.current);
      keptDraft.current = null;
    }
  }, [draftKey, draftJson, open, title]);

  const finish = () => {
    if (keptDraft.current) removeFormDraft(keptDraft.current);
    keptDraft.current = null;
    setConfirmingDiscard(false);
    onClose();
  };

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmingDiscard(true);
    else finish();
  };
  const requestCloseRef = useRef(requestClose);
  useLayoutEffect(() => {
    requestCloseRef.current = requestClose;
  });

  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  // The browser's Back while the dialog is open closes the dialog (asking first when it has
  // changes) instead of leaving the page under it: an extra history entry holds the page.
  useEffect(() => {
    if (!open) return;
    pushGuardEntry();
    guardPushed.current = true;
    const onBack = () => {
      if (!guardPushed.current) return;
      guardPushed.current = false;
      requestCloseRef.current();
    };
    listenToBack();
    backHandler = onBack;
    return () => {
      if (backHandler === onBack) backHandler = null;
      // Closed: the extra entry goes. Unmounted with the page (a logout): the page's own navigation replaced it.
      if (guardPushed.current && !unmounted.current) {
        guardPopsPending.push(window.location.href);
        window.history.back();
      }
      guardPushed.current = false;
    };
  }, [open]);

  // Leaving the page, reloading or closing the tab with changes: the browser asks.
  useEffect(() => {
    if (!open || !dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [open, dirty]);

  const keepEditing = () => {
    setConfirmingDiscard(false);
    if (!guardPushed.current && open) {
      pushGuardEntry();
      guardPushed.current = true;
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!onSave || saving) return;
    if (hasFieldErrors(errors)) {
      setShowErrors(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    const result = await onSave();
    if (result !== false) finish();
  };

  return (
    <Dialog open={open} fullScreen onClose={requestClose} aria-labelledby="treina-form-modal-title">
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)} sx={{ display: 'contents' }}>
        <AppBar position="sticky" color="primary" elevation={1}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={requestClose} aria-label={FORM_MODAL_TEXT.close}>
              <CloseIcon />
            </IconButton>
            <Typography id="treina-form-modal-title" variant="h6" component="h2" sx={{ ml: 2, flex: 1 }}>
              {title}
            </Typography>
            {hasBody && (
              <Button
                type="submit"
                color="inherit"
                variant="outlined"
                disabled={saving}
                startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {FORM_MODAL_TEXT.save}
              </Button>
            )}
          </Toolbar>
        </AppBar>
        {hasBody && (
          <Box ref={bodyRef} sx={{ p: 3, maxWidth: 960, width: '100%', mx: 'auto' }}>
            <ShownErrorsProvider errors={showErrors ? (errors ?? NO_ERRORS) : NO_ERRORS}>{children}</ShownErrorsProvider>
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={confirmingDiscard}
        title={FORM_MODAL_TEXT.discardTitle}
        text={FORM_MODAL_TEXT.discardText(title)}
        confirmLabel={FORM_MODAL_TEXT.discard}
        cancelLabel={FORM_MODAL_TEXT.keepEditing}
        focusCancel
        onConfirm={finish}
        onCancel={keepEditing}
      />
    </Dialog>
  );
}
