import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export interface MultipartForm {
  /** Text fields by name; a repeated field keeps its last value. */
  fields: Record<string, string>;
  /** Every value of every text field, in the order sent, for fields that may repeat. */
  values: Record<string, string[]>;
  /** The bytes of the file part named by `fileField`, undefined when none or empty. */
  file: Buffer | undefined;
  /** The bytes of the file parts named by `fileList.field`, in order, empty ones left out. */
  files: Buffer[];
}

/** A file field that may repeat, and the 400 for more of them than `max`. */
export interface FileListOptions {
  field: string;
  max: number;
  tooMany: string;
}

/**
 * Reads a whole multipart form. Every part is consumed (the stream stalls
 * otherwise); the app's multipart limits answer 413 for a file or form that
 * is too large, and a request that is not multipart answers 415.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string, fileList?: FileListOptions): Promise<MultipartForm> {
  // A client that went away before its body was read (an upload waiting its turn, say): the
  // multipart reader listens for the connection closing only from when it starts, so it would
  // wait for the rest of that body for ever.
  if (request.raw.destroyed) throw badRequest('The form is incomplete or malformed.');
  const fields: Record<string, string> = {};
  const values: Record<string, string[]> = {};
  let file: Buffer | undefined;
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A browser sends an empty file part when no file was chosen.
        if (data.length === 0) continue;
        if (part.fieldname === fileField) file = data;
        else if (part.fieldname === fileList?.field) {
          // Refused as soon as one too many arrives, before the app's file-count limit answers 413.
          if (files.length >= fileList.max) throw badRequest(fileList.tooMany);
          files.push(data);
        }
        continue;
      }
      if (part.valueTruncated) throw badRequest(`The ${part.fieldname} field is too long.`);
      if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
        (values[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    // The multipart parser throws plain errors ("Unexpected end of form", "Malformed part
    // header") for a body that ends early or is not multipart inside: the client's mistake, a
    // 400. Errors with a status (our own, the 413 limits, Fastify's 4xx) keep theirs.
    if (error instanceof Error && !('statusCode' in error)) throw badRequest('The form is incomplete or malformed.');
    throw error;
  }
  return { fields, values, file, files };
}
