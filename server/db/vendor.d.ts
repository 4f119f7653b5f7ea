/**
 * The parts of two untyped CommonJS packages the local database uses:
 * targaryen (the Realtime Database rules evaluator with its immutable data
 * tree) and ws 7 (the websocket server). Their shapes are described where
 * they are used (store.ts, http-front.ts).
 */
declare module 'targaryen' {
  const targaryen: {
    /** A rules database over `data`: rules as `{ rules: {...} }`. */
    database(rules: object, data: unknown, now?: number): unknown;
  };
  export default targaryen;
}

declare module 'targaryen/lib/database/results.js' {
  /** A path's result as targaryen's multi-path update gathers it. */
  interface PathResult {
    newDatabase: unknown;
    logs: unknown[];
    permitted: boolean;
    validated: boolean;
  }
  const results: {
    /** An empty result of a write, which the evaluated rules fill. */
    write(path: string, data: unknown, newDatabase: unknown, newValue: unknown): unknown;
    /** Gathers the results of an update's paths into the update's result. */
    update(path: string, data: unknown, patch: unknown, writeResults: PathResult[]): PathResult;
  };
  export default results;
}

declare module 'targaryen/lib/paths.js' {
  /** targaryen's path helpers: every rule's read of a node splits its path. */
  const paths: {
    trimLeft(path: string | null | undefined): string;
    trimRight(path: string | null | undefined): string;
    split(path: string | null | undefined): string[];
    /** `path` without its outer slashes. */
    trim(path: string | null | undefined): string;
    /** `root/path`, each without its outer slashes. */
    join(root: string, path: string): string;
  };
  export default paths;
}

declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { Server as HttpServer } from 'node:http';

  /** ws's server, attached to an HTTP server: it takes the upgrade requests. */
  interface WebSocketServer extends EventEmitter {
    close(cb?: () => void): void;
  }

  /** What ws tells `verifyClient` of an upgrade request (the part used here). */
  interface UpgradeInfo {
    origin?: string;
    /** The upgrade request. */
    req: import('node:http').IncomingMessage;
  }

  /** Accepts the upgrade, or refuses it with a status, the reason as the body, and headers. */
  type VerifyDone = (
    ok: boolean,
    status?: number,
    reason?: string,
    headers?: Record<string, string>,
  ) => void;

  const WebSocket: {
    Server: new (options: {
      server: HttpServer;
      maxPayload: number;
      verifyClient?: (info: UpgradeInfo, done: VerifyDone) => void;
    }) => WebSocketServer;
  };
  export default WebSocket;
}
