// Zod 4 probes for `new Function` when it builds an object schema, to compile fast parsers. The app's
// Content-Security-Policy has no 'unsafe-eval', so in the browser that probe is a reported violation on
// every page. Zod reads its settings from this global before any schema exists: a classic script runs
// before the (deferred) module scripts, whatever order the bundler gives the chunks.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
