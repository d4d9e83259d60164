import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible server, for tests: the real provider's
 * host cannot be reached from here. It records every request and answers with
 * whatever the test sets in `respond`.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface LlmStub {
  /** "http://127.0.0.1:<port>" */
  origin: string;
  requests: RecordedRequest[];
  respond: (reply: ServerResponse, request: RecordedRequest) => void;
  close(): Promise<void>;
}

export const completion = (content: unknown) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

export function sendJson(reply: ServerResponse, status: number, body: unknown) {
  reply.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startLlmStub(): Promise<LlmStub> {
  const stub: LlmStub = {
    origin: '',
    requests: [],
    respond: (reply) => sendJson(reply, 200, completion('## Clothing\n\n- A stub guide')),
    close: async () => {},
  };
  const server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test asserts on it.
      }
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      stub.requests.push(recorded);
      stub.respond(reply, recorded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
