import { z } from 'zod';

// The Content-Security-Policy forbids eval: zod must not compile its parsers with new Function
// (it probes for it whenever an object schema is built, and the probe alone reports a
// violation), so it parses the interpreted way (decision 013). The build puts this module in
// zod's own chunk, which every chunk that builds a schema loads, and runs, first.
z.config({ jitless: true });
