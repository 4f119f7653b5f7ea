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

declare module 'targaryen/lib/parser/types.js' {
  /** targaryen's type of a value: `typeof`, 'null', or an object's constructor name. */
  const types: { from(value: unknown): string };
  export default types;
}

declare module 'targaryen/lib/parser/string-methods.js' {
  /** The string methods targaryen gives the rules instead of JavaScript's (`contains`...). */
  const stringMethods: Record<string, unknown>;
  export default stringMethods;
}

declare module 'targaryen/lib/parser/statement/base.js' {
  /** The error targaryen's rules throw: the node's text, then the message. */
  const base: { ParseError: new (node: object, message: string) => Error };
  export default base;
}

declare module 'targaryen/lib/parser/index.js' {
  /** Parses one rule (targaryen's `Rule`), for the `$` variables named and a read or a write. */
  const parser: { parse(rule: string, wildchildren: string[], isWrite: boolean): object };
  export default parser;
}
