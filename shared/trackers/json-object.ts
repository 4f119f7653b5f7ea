/** A tracker's JSON answer read as an object, the way its error bodies are read. */

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body's JSON object, or null when it is not JSON or not an object (an HTML page). */
export function jsonObjectOf(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
