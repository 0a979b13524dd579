/** Node.js options of the API server's process (see serverNode.mjs). */
export declare const SERVER_NODE_OPTIONS: readonly string[];
/** The arguments after `node` that start the server, relative to the repository's root. */
export declare const SERVER_ARGS: readonly string[];
