/** stylis ships no types; Material's right-to-left cache needs only its prefixer. */
declare module 'stylis' {
  type Middleware = (
    element: unknown,
    index: number,
    children: unknown[],
    callback: unknown,
  ) => string | void;
  export const prefixer: Middleware;
}

/**
 * React's server renderer on web streams (React 18 types it in react-dom/server only): the
 * wall's first paint renders with it in Node (first-paint/wall-first-paint.ts).
 */
declare module 'react-dom/server.browser' {
  export const renderToReadableStream: (typeof import('react-dom/server'))['renderToReadableStream'];
}
