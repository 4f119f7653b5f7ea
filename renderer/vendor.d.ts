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
