// The login page's building blocks, drawn without MUI so /login does not download it (its
// JavaScript budget: tools/frontend-budget.mjs; docs/decisions/0010-light-login.md). They look like the MUI screens
// (same theme colours, outlined fields, contained button); their styles are the `tr-` rules of
// index.html, which are there before any script runs.
import { useId, type ChangeEvent, type ReactNode } from 'react';

/** Centered card of the screens outside the layout; same look as PublicCard. */
export function LightPublicCard({ title, subheader, children }: { title: string; subheader: string; children: ReactNode }) {
  return (
    <main className="tr-public">
      <div className="tr-public__column">
        <div className="tr-brand">Treina</div>
        <div className="tr-card">
          <div className="tr-card__header">
            <h1 className="tr-card__title">{title}</h1>
            <div className="tr-card__subheader">{subheader}</div>
          </div>
          <div className="tr-card__content">{children}</div>
        </div>
      </div>
    </main>
  );
}

export interface LightTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
}

/** An outlined field whose label floats above the value, as MUI's. */
export function LightTextField(props: LightTextFieldProps) {
  const id = useId();
  return (
    <div className="tr-field">
      {/* The placeholder is a space: `:placeholder-shown` tells the CSS the field is empty. */}
      <input
        id={id}
        className="tr-field__input"
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder=" "
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        required={props.required}
      />
      <label htmlFor={id} className="tr-field__label">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
    </div>
  );
}

const ALERT_ICONS = {
  // MUI's ReportProblemOutlined and ErrorOutline, the icons its Alert shows.
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
} as const;

/** A message box as MUI's standard Alert (role="alert", icon, tinted background). */
export function LightAlert({ severity, children, testId }: { severity: keyof typeof ALERT_ICONS; children: ReactNode; testId?: string }) {
  return (
    <div role="alert" className={`tr-alert tr-alert--${severity}`} data-testid={testId}>
      <svg className="tr-alert__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ALERT_ICONS[severity]} />
      </svg>
      <div className="tr-alert__message">{children}</div>
    </div>
  );
}
