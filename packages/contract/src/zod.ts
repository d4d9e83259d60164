import { config, z } from 'zod';

// In the browser the site's Content-Security-Policy forbids eval, which zod would otherwise try
// (to compile fast object parsers) and be refused: a policy violation on every page that checks a
// form. The web parses only small forms, so it parses without compiling; the server keeps the
// compiled parsers, its requests being many.
if ('document' in globalThis) config({ jitless: true });

export { z };
