import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may; the site's Content-Security-Policy
// allows no eval, and the browser reports the attempt as a violation. Parse without it.
z.config({ jitless: true });
