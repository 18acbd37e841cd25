// Types of cache-handler.mjs (plain JavaScript, which Next.js imports itself).
export declare const processStartedAt: number;
export declare function isFromBeforeStart(
  entry: { lastModified?: number; value?: unknown } | null | undefined,
  startedAt?: number,
): boolean;
declare const EmbeddedCacheHandler: new (options: unknown) => {
  get(key: string, ctx: unknown): Promise<unknown>;
};
export default EmbeddedCacheHandler;
