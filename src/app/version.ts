/** Set by the build (webpack's DefinePlugin): the package version and the commit built. */
declare const __APP_VERSION__: string | undefined;

/** This build's version, as diagnostics report it ('development' outside a webpack build). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
