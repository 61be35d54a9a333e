/** The root package.json version, put in at build time by web/vite.config.ts (`define`). */
declare const __TAMS_VERSION__: string | undefined;
