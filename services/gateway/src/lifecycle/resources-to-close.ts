import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

type Closer = () => Promise<unknown> | unknown;

/**
 * What the gateway opens outside Nest's container (the proxy's upstream agent and its Redis
 * client, the metrics listener), closed when the app closes, on `app.close()` and on SIGTERM
 * alike. Wrapping `app.close` instead does nothing: Nest hands out its application behind a
 * Proxy whose `set` trap drops assignments, which is how the Redis client and the metrics
 * port outlived the app before.
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
