import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/changes.ts';

/**
 * A write answers only after this instance has heard the change it made (db/changes.ts sync):
 * a traveller who signs out, or an administrator who bans a tour, and asks again at once
 * never gets the old answer from this instance's memory. On PostgreSQL the same announcement
 * has by then been sent to every other instance too. Costs one round trip per write there;
 * nothing on PGlite, where changes are heard before the query returns.
 */
async function readYourWritesPlugin(app: FastifyInstance, { changes }: { changes: ChangeFeed }) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') await changes.sync();
    return payload;
  });
}

export default fp(readYourWritesPlugin, { name: 'read-your-writes' });
