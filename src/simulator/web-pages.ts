import { type FastifyInstance } from 'fastify';

/**
 * The integrated web pages of the demo data set (4.16), served by the simulator itself so that
 * the demo and the tests open real pages without the internet. Beyond the interface: a company's
 * pages live on its own servers. `crm` refuses to be framed, as many business applications do.
 */
interface DemoPage {
  title: string;
  body: string;
  refusesFraming?: true;
}

const pages: Readonly<Record<string, DemoPage>> = {
  intranet: {
    title: 'Intranet',
    body:
      '<h1>Company intranet</h1><p>Welcome back. The canteen is open from 11:30 to 14:00.</p>' +
      '<p><a href="/pages/intranet/news">News</a> · ' +
      '<a href="https://example.com/" target="_blank">A site elsewhere</a></p>',
  },
  'intranet/news': {
    title: 'News',
    body: '<h1>News</h1><p>The new phone system is live.</p><p><a href="/pages/intranet">Back</a></p>',
  },
  crm: {
    title: 'CRM',
    body: '<h1>CRM</h1><p>Customer records.</p>',
    refusesFraming: true,
  },
  wiki: { title: 'Old wiki', body: '<h1>Old wiki</h1><p>Archived.</p>' },
};

/** Where each demo page is, relative to the simulator's origin (the seed stores these). */
export const demoPagePath = (name: keyof typeof pages) => `/pages/${name}`;

export function registerWebPages(app: FastifyInstance): void {
  app.get('/pages/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'].replace(/\/+$/, '');
    const page = pages[name];
    if (!page) return reply.code(404).type('text/plain').send('no such page');
    const csp = `default-src 'none'; style-src 'unsafe-inline'${page.refusesFraming ? "; frame-ancestors 'none'" : ''}`;
    if (page.refusesFraming) reply.header('x-frame-options', 'DENY');
    return reply
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title>` +
          '<style>body{font-family:sans-serif;margin:2rem;color:#223}</style></head>' +
          `<body>${page.body}</body></html>`,
      );
  });
}
