/** Supabase Storage's error body: `{ statusCode, error, message }`, with the HTTP status equal to statusCode. */
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function storageError(status: number, error: string, message: string): Response {
  return Response.json({ statusCode: String(status), error, message }, { status });
}

export const errors = {
  invalidKey: (key: string) => new StorageHttpError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucket: (name: string) => new StorageHttpError(400, "InvalidBucketName", `Bucket name invalid: ${name}`),
  invalidRequest: (message: string) => new StorageHttpError(400, "InvalidRequest", message),
  invalidJwt: (message: string) => new StorageHttpError(400, "InvalidJWT", message),
  invalidSignature: () => new StorageHttpError(400, "InvalidSignature", "The url do not match the signature"),
  noApiKey: () => new StorageHttpError(401, "Unauthorized", "No API key found in request"),
  unauthorized: (message = "new row violates row-level security policy") => new StorageHttpError(403, "Unauthorized", message),
  objectNotFound: () => new StorageHttpError(404, "not_found", "Object not found"),
  bucketNotFound: () => new StorageHttpError(404, "Bucket not found", "Bucket not found"),
  routeNotFound: (method: string, path: string) => new StorageHttpError(404, "Not Found", `Route ${method}:${path} not found`),
  duplicate: () => new StorageHttpError(409, "Duplicate", "The resource already exists"),
  bucketNotEmpty: () => new StorageHttpError(409, "InvalidRequest", "The bucket you tried to delete is not empty"),
  tooLarge: () => new StorageHttpError(413, "Payload too large", "The object exceeded the maximum allowed size"),
  bodyTooLarge: () => new StorageHttpError(413, "Payload too large", "Request body is too large"),
  rangeNotSatisfiable: () => new StorageHttpError(416, "InvalidRange", "The requested range is not satisfiable"),
  invalidMime: (mime: string) => new StorageHttpError(415, "invalid_mime_type", `mime type ${mime} is not supported`),
  contentMismatch: (mime: string) => new StorageHttpError(415, "invalid_mime_type", `The file's content is not of type ${mime}`),
};

interface PgError {
  code?: string;
  message?: string;
}

/** Maps what PostgreSQL says (RLS refusal, unique violation) to what Supabase Storage answers. */
export function toStorageError(error: unknown): StorageHttpError | undefined {
  if (error instanceof StorageHttpError) return error;
  const pg = (error ?? {}) as PgError;
  if (pg.code === "42501") return errors.unauthorized(pg.message);
  if (pg.code === "23505") return errors.duplicate();
  return undefined;
}

export function errorResponse(error: unknown): Response {
  const mapped = toStorageError(error);
  if (mapped) return storageError(mapped.status, mapped.code, mapped.message);
  console.error("[storage]", error);
  return storageError(500, "internal", "Internal Server Error");
}
