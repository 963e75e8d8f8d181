import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared per database; texts beyond this many run unnamed, as PGlite's own. */
export const preparedStatementLimit = 256;

interface PreparedStatement {
  name: string;
  text: string;
  parameterTypes: number[];
}

type QueryResult = Results;

/** Statement names are unique in the process, so two of these on one database never collide. */
let nextStatement = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** The error PostgreSQL answered with, if any (messages of one exchange up to its Sync). */
function databaseError(messages: Array<{ name: string }>): (Error & { code?: string }) | undefined {
  const error = messages.find((message) => message.name === 'error');
  return error instanceof Error ? error : undefined;
}

/** PostgreSQL's answer when a table changed under a prepared statement's result columns. */
const resultTypeChanged = '0A000';

/**
 * PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls
 * into its WebAssembly PostgreSQL, and parses and plans the statement on every call. This runs
 * each distinct text as a named prepared statement instead: parsed once (with its parameter
 * types read then), and afterwards Bind, Describe, Execute and Sync in one call. Values are
 * serialized and rows parsed exactly as `query` does, and both of PGlite's locks are taken as
 * `query` takes them, so these statements interleave safely with `query`, `exec` and
 * transactions. A statement whose tables changed shape is prepared again.
 */
export function createPreparedQueries(client: PGlite, limit = preparedStatementLimit) {
  const statements = new Map<string, PreparedStatement>();

  async function prepare(text: string): Promise<PreparedStatement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `identity_${nextStatement++}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { throwOnError: false, syncToFs: false },
    );
    const error = databaseError(messages);
    if (error) throw error;
    const statement = { name, text, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function execute(
    statement: PreparedStatement,
    params: unknown[],
    options: QueryOptions,
    preparedAgain = false,
  ): Promise<QueryResult> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { throwOnError: false },
    );
    const error = databaseError(messages);
    if (error?.code === resultTypeChanged && !preparedAgain) {
      statements.delete(statement.text);
      await client.execProtocol(
        concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
        { throwOnError: false, syncToFs: false },
      );
      return execute(await prepare(statement.text), params, options, true);
    }
    if (error) throw error;
    const [result] = parse.parseResults(messages, client.parsers, options);
    if (!result) throw new Error('the database answered without a result');
    return result;
  }

  return {
    query: (
      text: string,
      params: unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult> => {
      if (!statements.has(text) && statements.size >= limit) {
        return client.query(text, params, options);
      }
      // Both of PGlite's locks, as its `query` takes them: never inside another's transaction.
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => execute(await prepare(text), params, options)),
      );
    },
    close: () => client.close(),
  };
}
