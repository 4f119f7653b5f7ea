/**
 * The local database's one port: the HTTP server that admits requests (admission.ts),
 * answers the REST API on `/{path}.json` (rest.ts) and upgrades the SDK's websockets
 * (ws), each handed to a connection of its own (connection.ts).
 */
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket from 'ws';
import type { Admission } from './admission';
import type { ClientSocket } from './connection';
import { handleCors } from './cors';
import { handleRest, isRestUrl, type RestContext } from './rest';
import type { ConnectionLimits } from './validate';

/** The HTTP server of the REST API, with its connections admitted by `admission`. */
export function createFront(
  limits: ConnectionLimits,
  admission: Admission,
  rest: RestContext,
): HttpServer {
  const http = createServer(
    {
      // Node's own deadlines, past ours (rest.ts answers a slow body with the limit it broke).
      headersTimeout: limits.maxPartialMs,
      requestTimeout: limits.maxPartialMs * 2,
      connectionsCheckingInterval: Math.min(1000, limits.maxPartialMs),
    },
    (req, res) => {
      if (admission.refusesRequest(req, res)) return;
      if (isRestUrl(req.url)) {
        if (handleCors(req, res)) return;
        return void handleRest(req, res, rest);
      }
      // Anything else (a browser, a health check) is told what is served here.
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain' });
      res.end(
        'Story Point local Realtime Database: the SDK over websocket, REST on /{path}.json\n',
      );
    },
  );
  http.on('connection', (socket: Socket) => admission.connected(socket));
  return http;
}

/** Hands each websocket `http` upgrades (once admitted) to `serve`. */
export function acceptWebSockets(
  http: HttpServer,
  limits: ConnectionLimits,
  admission: Admission,
  serve: (ws: ClientSocket, req: IncomingMessage) => void,
): void {
  // No single frame beyond the message limit is even read (ws closes with 1009).
  const wss = new WebSocket.Server({
    server: http,
    maxPayload: limits.maxMessageBytes,
    verifyClient: (info, done) => admission.verifyUpgrade(info, done),
  });
  wss.on('connection', serve);
}

/** Listens on `port` (0: a free one) of `host`; resolves with the port. */
export function listen(http: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    http.once('error', onError);
    http.listen(port, host, () => {
      http.off('error', onError);
      resolve((http.address() as AddressInfo).port);
    });
  });
}
