import { createContext, useContext, type ReactNode } from 'react';

/** A form's invalid fields: field name -> the Portuguese message shown under it. */
export type FieldErrors = Partial<Record<string, string>>;

export const hasFieldErrors = (errors: FieldErrors | undefined): boolean => !!errors && Object.values(errors).some(Boolean);

/** What a field spreads onto its MUI TextField (error + helperText tie the message to it for screen readers). */
export interface FieldErrorProps {
  error?: boolean;
  helperText?: ReactNode;
}

export type FieldErrorOf = (name: string, hint?: ReactNode) => FieldErrorProps;

const ShownErrorsContext = createContext<FieldErrors>({});

export function ShownErrorsProvider({ errors, children }: { errors: FieldErrors; children: ReactNode }) {
  return <ShownErrorsContext.Provider value={errors}>{children}</ShownErrorsContext.Provider>;
}

/** The message for one field, or its hint, given the errors being shown. */
export function fieldErrorProps(shown: FieldErrors, name: string, hint?: ReactNode): FieldErrorProps {
  const message = shown[name];
  if (message) return { error: true, helperText: message };
  return hint === undefined ? {} : { helperText: hint };
}

/**
 * Inside a FormModal: `const fieldError = useFieldErrors(); <TextField {...fieldError('nome')} />`.
 * Fields show their message only once 'Salvar' was pressed, then follow the typing.
 */
export function useFieldErrors(): FieldErrorOf {
  const shown = useContext(ShownErrorsContext);
  return (name, hint) => fieldErrorProps(shown, name, hint);
}
