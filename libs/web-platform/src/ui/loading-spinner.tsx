/**
 * The product's "loading" indicator, without MUI: the shell shows it before anything of MUI has loaded (the login page's session check, a
 * screen's remote on its way), so it must not pull MUI in. An SVG animated by SMIL needs no stylesheet. Its colour is the theme's primary
 * (`--treina-primary`, set by the shell's index.html).
 */
export function LoadingSpinner({ label = 'Carregando', minHeight }: { label?: string; minHeight?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: '48px 0', minHeight }}
    >
      <svg width="40" height="40" viewBox="0 0 44 44" aria-hidden="true" style={{ color: 'var(--treina-primary, #1f5fa8)' }}>
        <circle cx="22" cy="22" r="20" fill="none" stroke="currentColor" strokeWidth="3.6" strokeLinecap="round" strokeDasharray="80 200">
          <animateTransform attributeName="transform" type="rotate" from="0 22 22" to="360 22 22" dur="1.4s" repeatCount="indefinite" />
        </circle>
      </svg>
    </div>
  );
}
