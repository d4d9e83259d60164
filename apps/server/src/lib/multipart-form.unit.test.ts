import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readMultipartForm } from './multipart-form.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('readMultipartForm', () => {
  it('gives up on a body whose client left before it was read, instead of waiting for it for ever', async () => {
    // The route reads the form only when told to, as an upload waiting for a free slot does.
    let readNow!: () => void;
    const turn = new Promise<void>((resolve) => (readNow = resolve));
    let arrived!: () => void;
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    let clientGone!: Promise<unknown>;
    let outcome!: Promise<string>;
    const app = Fastify();
    await app.register(multipart);
    app.post('/upload', async (request) => {
      // (events.once would reject: the request emits 'error', aborted, before 'close'.)
      clientGone = new Promise((resolve) => request.raw.on('close', resolve));
      arrived();
      outcome = turn.then(() => readMultipartForm(request, 'image')).then(
        () => 'read',
        (error: Error) => error.message,
      );
      await outcome;
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();

    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    const head = 'POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 100000\r\n\r\n';
    socket.write(`${head}--XX\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n${'a'.repeat(1000)}`);
    await handling;
    socket.destroy();
    await clientGone;

    readNow();
    expect(await outcome).toBe('The form is incomplete or malformed.');
  });
});
