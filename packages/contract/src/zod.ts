import { z } from 'zod';
import { config } from 'zod/v4/core';

// The one zod the contract and the front ends use. In a browser our Content-Security-Policy
// allows no eval: zod would otherwise try `new Function` once, to see whether it may compile
// faster parsers, and the browser reports that as a violation. Set here, where zod is first
// loaded, rather than in the SPA's entry, which would put zod on the sign-in page's path. The
// API keeps zod's compiled parsers.
if ('document' in globalThis) config({ jitless: true });

export { z };
