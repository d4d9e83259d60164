import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export interface MultipartForm {
  /** Text fields by name; a repeated field keeps its last value. */
  fields: Record<string, string>;
  /** The bytes of the file part named by `fileField`, undefined when none or empty. */
  file: Buffer | undefined;
}

/**
 * Reads a whole multipart form. Every part is consumed (the stream stalls
 * otherwise); the app's multipart limits answer 413 for a file or form that
 * is too large, and a request that is not multipart answers 415.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A browser sends an empty file part when no file was chosen.
        if (part.fieldname === fileField && data.length > 0) file = data;
        continue;
      }
      if (part.valueTruncated) throw badRequest(`The ${part.fieldname} field is too long.`);
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The multipart parser throws plain errors ("Unexpected end of form", "Malformed part
    // header") for a body that ends early or is not multipart inside: the client's mistake, a
    // 400. Errors with a status (our own, the 413 limits, Fastify's 4xx) keep theirs.
    if (error instanceof Error && !('statusCode' in error)) throw badRequest('The form is incomplete or malformed.');
    throw error;
  }
  return { fields, file };
}
