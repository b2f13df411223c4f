/**
 * zod's settings, made once, before any schema exists: every module that builds zod schemas imports
 * this module ahead of everything else (lib/api/wire.ts, lib/forms/schemas.ts, lib/newsletter.ts).
 *
 * jitless: zod compiles its object parsers with `new Function`, and decides whether it may when an
 * object schema is created, by trying `new Function("")` once. The pages' policy has no
 * 'unsafe-eval' (lib/security/csp.ts), so in the browser that try alone is a policy violation, even
 * though zod catches the error. With jitless set first, zod neither tries nor compiles; it parses the
 * same way without compiling. The setting must come from a module imported before the schemas' own,
 * not from a line beside them: an ES module runs its imports first, so a schema module's own
 * `z.config` call would run after the schemas it imports (lib/api/wire.ts) have been created. The
 * server and the backend, which share these modules, parse without compiling too.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
