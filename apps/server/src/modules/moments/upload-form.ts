import type { FastifyRequest } from 'fastify';

export interface UploadForm {
  fields: Map<string, string>;
  /** The bytes of the file part named `fileField`; undefined when absent or empty (a form sent with no file chosen). */
  file: Buffer | undefined;
}

/**
 * Reads a multipart form with one image. Every file part is consumed, so the
 * request always completes; a file over the size limit throws
 * FST_REQ_FILE_TOO_LARGE, which the error handler answers with 413.
 */
export async function readUploadForm(request: FastifyRequest, fileField: string): Promise<UploadForm> {
  const fields = new Map<string, string>();
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === fileField && data.length > 0) file = data;
    } else if (typeof part.value === 'string') {
      fields.set(part.fieldname, part.value);
    }
  }
  return { fields, file };
}
