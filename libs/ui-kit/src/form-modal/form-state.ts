import { useCallback, useState } from 'react';

/** Equal form data (plain values: what a form holds and a draft stores). */
export function sameFormData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A form's data and the data it was opened with: `reset` when opening (or once the record
 * loaded), `setForm` while typing; `dirty` says whether closing would lose anything.
 */
export function useFormState<T>(empty: T) {
  const [state, setState] = useState<{ initial: T; form: T }>({ initial: empty, form: empty });
  const setForm = useCallback((next: T | ((current: T) => T)) => {
    setState((current) => ({
      ...current,
      form: typeof next === 'function' ? (next as (current: T) => T)(current.form) : next,
    }));
  }, []);
  const reset = useCallback((value: T) => setState({ initial: value, form: value }), []);
  /** Data that arrived after opening (a record's details): part of what the form opened with, not a change. */
  const settle = useCallback((update: (current: T) => T) => {
    setState((current) => ({ initial: update(current.initial), form: update(current.form) }));
  }, []);
  return { form: state.form, setForm, reset, settle, initial: state.initial, dirty: !sameFormData(state.initial, state.form) };
}
