import {
  createTourFields,
  tourMessages,
  updateTourFields,
  type CreateTourFields,
  type UpdateTourFields,
} from '@yatrika/contract/tours';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The form is not valid.');
  return parsed.data;
}

/** The create form: every text field and the image are required. */
export async function readCreateTourForm(request: FastifyRequest): Promise<{ fields: CreateTourFields; image: Buffer }> {
  const form = await readMultipartForm(request, 'image');
  const fields = parseFields(createTourFields, form.fields);
  if (!form.file) throw badRequest(tourMessages.imageRequired);
  return { fields, image: form.file };
}

/** The update form: any subset of the fields, and optionally a new image. */
export async function readUpdateTourForm(request: FastifyRequest): Promise<{ fields: UpdateTourFields; image: Buffer | undefined }> {
  const form = await readMultipartForm(request, 'image');
  return { fields: parseFields(updateTourFields, form.fields), image: form.file };
}
