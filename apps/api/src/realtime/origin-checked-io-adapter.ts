import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { ServerOptions } from 'socket.io';
import type { AppOrigins } from '../common/app-origins';

/**
 * socket.io for this app's pages only. CORS covers the polling transport; a WebSocket upgrade is
 * not subject to CORS, so the Origin header is checked on every handshake too. A client without
 * an Origin (not a browser) is let through to the token check.
 */
export class OriginCheckedIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly origins: AppOrigins,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    const checked: Partial<ServerOptions> = {
      ...options,
      cors: { origin: [...this.origins.all], credentials: true },
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || this.origins.allows(origin));
      },
    };
    return super.createIOServer(port, checked);
  }
}
