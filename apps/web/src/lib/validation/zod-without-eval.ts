import { z } from 'zod';

// The Content-Security-Policy forbids eval: zod must not compile its parsers with new Function
// (it probes for it whenever an object schema is built, and the probe alone reports a
// violation), so it parses the interpreted way (decision 013). The build resolves every other
// module's `zod` to this one, so the setting runs before any schema is built, in whichever chunk
// first needs zod, and the entry does not carry zod.
z.config({ jitless: true });

export * from 'zod';
