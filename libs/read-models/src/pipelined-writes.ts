import type { CompiledQuery, DatabaseConnection, QueryResult, Transaction } from 'kysely';
import type { ReadModelDatabase } from './schema';

type Trx = Transaction<ReadModelDatabase>;
type ExecuteQuery = DatabaseConnection['executeQuery'];

/** The transactions whose writes are pipelined: the projector's batches. */
const pipelines = new WeakMap<Trx, PipelinedWrites>();

const ignore = () => undefined;

/**
 * A batch's writes sent without waiting for each, so that this process builds the next rows while
 * Postgres stores the last ones (a rebuild awaited every write: its CPU and Postgres' never
 * overlapped).
 *
 * Order holds by construction: while the pipeline is open, every statement of the transaction (a
 * write sent here, Kysely's reads and writes, its commit) goes through one queue in the order it
 * was issued, and reaches the connection when the one before it is done. A write joins the queue
 * at once, before the projection's next line runs, so a read sees every write sent before it. A
 * failed write aborts the transaction; `flush` throws that first error rather than a later
 * statement's "current transaction is aborted".
 */
export class PipelinedWrites {
  private tail: Promise<unknown> = Promise.resolve();
  private failure?: { readonly error: unknown };

  private constructor(
    private readonly trx: Trx,
    private readonly connection: DatabaseConnection,
    private readonly execute: ExecuteQuery,
    private readonly ownExecute: boolean,
  ) {}

  /** Pipelines the writes sent on `trx` through sendWrite (and upsertRows) until `close`. */
  static async open(trx: Trx): Promise<PipelinedWrites> {
    // The transaction's one connection (getExecutor is Kysely's, marked internal but typed).
    const connection = await trx.getExecutor().provideConnection(async (c) => c);
    const writes = new PipelinedWrites(
      trx,
      connection,
      // The method itself, run on the connection in run().
      Reflect.get<DatabaseConnection, 'executeQuery'>(connection, 'executeQuery'),
      Object.prototype.hasOwnProperty.call(connection, 'executeQuery'),
    );
    // Kysely's own statements on this connection join the queue too (Kysely wraps it the same way to log).
    connection.executeQuery = <R>(query: CompiledQuery, options?: Parameters<ExecuteQuery>[1]) =>
      writes.run<R>(query, options);
    pipelines.set(trx, writes);
    return writes;
  }

  /** The first write that failed, if one did. */
  get failed(): { readonly error: unknown } | undefined {
    return this.failure;
  }

  send(query: CompiledQuery): void {
    this.run(query).catch((error: unknown) => {
      this.failure ??= { error };
    });
  }

  /** Waits for every statement sent; throws the first write that failed. */
  async flush(): Promise<void> {
    await this.tail;
    if (this.failure) throw this.failure.error;
  }

  /** Once the queue is done, the connection runs statements as before (it goes back to the pool). */
  async close(): Promise<void> {
    await this.tail;
    pipelines.delete(this.trx);
    if (this.ownExecute) this.connection.executeQuery = this.execute;
    else delete (this.connection as Partial<DatabaseConnection>).executeQuery;
  }

  private run<R>(query: CompiledQuery, options?: Parameters<ExecuteQuery>[1]): Promise<QueryResult<R>> {
    const result = this.tail.then(() => this.execute.call(this.connection, query, options) as Promise<QueryResult<R>>);
    this.tail = result.catch(ignore);
    return result;
  }
}

/**
 * Sends a write on `trx`: pipelined in a projector's batch (its error surfaces at the batch's
 * flush), else awaited. Only for statements whose result nobody reads.
 */
export async function sendWrite(trx: Trx, query: CompiledQuery | { compile(): CompiledQuery }): Promise<void> {
  const compiled = 'compile' in query ? query.compile() : query;
  const pipeline = pipelines.get(trx);
  if (pipeline) pipeline.send(compiled);
  else await trx.executeQuery(compiled);
}
