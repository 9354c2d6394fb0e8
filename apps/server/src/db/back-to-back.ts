/** A statement not yet sent: Drizzle's query builders, and anything else that sends on `execute()`. */
interface Unsent {
  execute(): Promise<unknown>;
}

type Results<T extends readonly Unsent[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]['execute']>>;
};

/**
 * Sends a transaction's statements at once, in the given order, and waits once for all of them.
 * node-postgres queues a connection's statements and sends the next the moment the one before it
 * completes, so PostgreSQL runs them one after another, as sent; awaiting each in turn would add a
 * wait for the server's event loop between every two (under the product load 1-15 ms each, ADR
 * 010). For statements that need nothing from each other's results; a later one may rely on an
 * earlier one's rows (a foreign key). If one fails, the ones after it fail too, the first error is
 * thrown, and the transaction rolls back as for any error.
 */
export function backToBack<T extends readonly Unsent[]>(...statements: T): Promise<Results<T>> {
  return Promise.all(statements.map((s) => s.execute())) as Promise<Results<T>>;
}
