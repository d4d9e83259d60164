import { randomUUID } from 'node:crypto';
import type { Tour } from '@yatrika/contract/tours';
import type { FastifyInstance } from 'fastify';
import { multipartBody, pngImage, type SignedIn } from './app.ts';

/** A unique tag for one test's data, so tests sharing an app never see each other's tours. */
export const uniqueTag = () => `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;

export function tourFields(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = uniqueTag();
  return {
    title: `Valley of Flowers Trek ${tag}`,
    description: 'Six days through alpine meadows above Ghangaria, with a local guide.',
    category: 'adventure',
    location: `Chamoli, Uttarakhand ${tag}`,
    pricePerPerson: '18500',
    ...overrides,
  };
}

export async function imageFile(data?: Buffer) {
  return { field: 'image', filename: 'tour.png', contentType: 'image/png', data: data ?? (await pngImage()) };
}

export function postTourForm(app: FastifyInstance, admin: SignedIn, body: ReturnType<typeof multipartBody>) {
  return app.inject({ method: 'POST', url: '/api/admin/tours', headers: { ...admin.headers, ...body.headers }, payload: body.payload });
}

export function putTourForm(app: FastifyInstance, admin: SignedIn, id: string, body: ReturnType<typeof multipartBody>) {
  return app.inject({ method: 'PUT', url: `/api/admin/tours/${id}`, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
}

/** Creates a tour through the admin API, as an administrator would. */
export async function createTour(app: FastifyInstance, admin: SignedIn, overrides: Record<string, string> = {}): Promise<Tour> {
  const response = await postTourForm(app, admin, multipartBody(tourFields(overrides), await imageFile()));
  if (response.statusCode !== 201) throw new Error(`create tour failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export async function banTour(app: FastifyInstance, admin: SignedIn, id: string): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: `/api/admin/tour/${id}/ban`, headers: admin.headers });
  if (response.statusCode !== 200) throw new Error(`ban failed: ${response.statusCode} ${response.body}`);
}

export const ids = (tours: Array<{ _id: string }>) => tours.map((tour) => tour._id);

/** One part of a multipart form: a text field (names may repeat) or a file. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart body from parts in order, for forms that repeat a name (lists, a gallery). */
export function multipartParts(parts: FormPart[]) {
  const boundary = `----yatrika${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text fields as parts, each once. */
export const textParts = (fields: Record<string, string>): FormPart[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

/** A PNG as a file part under `name` (the main `image`, or one of the `gallery`). */
export async function pictureParts(name: string, count: number): Promise<FormPart[]> {
  return Promise.all(Array.from({ length: count }, async (_, index) => ({ name, filename: `picture-${index}.png`, contentType: 'image/png', data: await pngImage(40 + index, 30) })));
}
