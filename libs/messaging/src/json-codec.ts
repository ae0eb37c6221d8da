/** Message bodies travel as JSON on both buses, so Dates become strings and undefined fields vanish alike. */
export function encodeJson(data: unknown): string {
  const text = JSON.stringify(data);
  if (text === undefined) throw new Error('Message data must be JSON-serialisable');
  return text;
}

export function decodeJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
