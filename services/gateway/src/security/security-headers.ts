import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Only our own scripts run (no inline script, no eval); MUI's emotion needs inline
 * styles. Nothing may frame the product. HSTS only once the request came over TLS,
 * so a plain-HTTP local start is not pinned to HTTPS.
 */
export function securityHeaders() {
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.secure) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    base(request, response, next);
  };
}
