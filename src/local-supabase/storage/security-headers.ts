/**
 * Sent with every storage answer (objects, JSON and errors alike): browsers must not guess a type other than the
 * one served, and a response opened as a document runs nothing and loads nothing, in an opaque origin. Objects
 * share the web app's origin, so this keeps an uploaded file from ever acting as a page of the app.
 */
export const STORAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
};

export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(STORAGE_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}
