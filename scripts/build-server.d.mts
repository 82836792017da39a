/** Where the compiled server is written (apps/server/dist/server). */
export declare const SERVER_OUT: string;
/** Compiles the server into SERVER_OUT and copies its migrations beside it. */
export declare function buildServer(): Promise<void>;
