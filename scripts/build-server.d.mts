/** Where the compiled server is written (apps/server/dist/server). */
export declare const SERVER_OUT: string;
/** Compiles the server into SERVER_OUT (or outDir, also two folders below apps/server) and copies its migrations beside it. */
export declare function buildServer(outDir?: string): Promise<void>;
