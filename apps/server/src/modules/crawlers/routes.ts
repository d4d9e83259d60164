import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { crawlerMessages } from '@yatrika/contract/public-pages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { robotsTxt } from './robots.ts';
import { pagesSitemap, singleSitemap, sitemapIndex, sitemapPlan, toursSitemap } from './sitemap.ts';

/** Crawlers come back daily at most; an hour keeps a new tour from waiting long to be listed. */
const CRAWLER_CACHE = 'public, max-age=3600';

const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('Cache-Control', CRAWLER_CACHE);


/**
 * What search engines read to find the site's public pages: robots.txt, and sitemap.xml (one file
 * of the public pages and every active tour, or, past the protocol's 50,000 addresses, an index
 * of files). Banned and deleted tours are never listed. Sitemaps stream as they are read.
 */
export default async function crawlerRoutes(app: FastifyInstance, { db, publicUrl }: { db: Database; publicUrl: string }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const plan = await sitemapPlan(db);
    return xml(reply).send(plan.single ? Readable.from(singleSitemap(db, publicUrl)) : sitemapIndex(publicUrl, plan));
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => xml(reply).send(pagesSitemap(publicUrl)));

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    // The tour files are tours-1.xml, tours-2.xml…; anything else under /sitemaps/ is not there.
    const name = /^tours-([1-9]\d{0,5})\.xml$/.exec((request.params as { file: string }).file);
    const number = Number(name?.[1] ?? 0);
    if (number === 0 || number > (await sitemapPlan(db)).tourFiles) throw notFound(crawlerMessages.noSuchSitemap);
    return xml(reply).send(Readable.from(toursSitemap(db, publicUrl, number)));
  });
}
