import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

type Closer = () => Promise<unknown> | unknown;

/**
 * What the gateway opens outside Nest's container (the proxy's agent and Redis client, the metrics
 * listener), closed when the app closes, on `app.close()` and SIGTERM alike. Not by wrapping
 * `app.close`: Nest hands out its application behind a Proxy that drops assignments.
 */
@Injectable()
export class ResourcesToClose implements OnApplicationShutdown {
  private readonly closers: Closer[] = [];

  add(close: Closer): void {
    this.closers.push(close);
  }

  /** After the HTTP listener is closed (Nest disposes it first), so no request still needs them; the last opened closes first. */
  async onApplicationShutdown(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}
