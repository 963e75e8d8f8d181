import { readFileSync } from 'node:fs';
import * as Sdk from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createOperationRegistry } from '../src/operations/registry.js';
import { useSdkHarness } from './sdk-fixtures.js';

/**
 * The README's table of operations is the promise made to developers of other Cognito apps:
 * these tests hold it to the AWS SDK's list of operations and to what the server answers.
 */
const env = useSdkHarness();

interface TableRow {
  operation: string;
  supported: boolean;
}

function readOperationsTable(): TableRow[] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Operations'));
  if (!section) throw new Error('README.md has no "## Operations" section');
  return section
    .split('\n')
    .map((line) => /^\|\s*`?(\w+)`?\s*\|\s*(yes|no)\s*\|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, operation = '', status]) => ({ operation, supported: status === 'yes' }));
}

type CommandClass = new (input: object) => Parameters<Sdk.CognitoIdentityProviderClient['send']>[0];

/** Every operation of the Cognito user-pool API, as the AWS SDK names its commands. */
const sdkCommands = new Map(
  Object.entries(Sdk)
    .filter(([name, value]) => /^[A-Z]\w*Command$/.test(name) && typeof value === 'function')
    .map(([name, value]) => [name.slice(0, -'Command'.length), value as unknown as CommandClass]),
);

const table = readOperationsTable();
const supported = table.filter((row) => row.supported).map((row) => row.operation);
const unsupported = table.filter((row) => !row.supported).map((row) => row.operation);

/** How the server answers an operation sent with an empty input: its error's name, or 'ok'. */
async function answerToEmptyInput(operation: string): Promise<string> {
  const Command = sdkCommands.get(operation);
  if (!Command) throw new Error(`the AWS SDK has no ${operation}Command`);
  try {
    await env.sdk.send(new Command({}));
    return 'ok';
  } catch (error) {
    return (error as Error).name;
  }
}

describe('the README table of operations', () => {
  it('lists every operation of the AWS SDK exactly once, and nothing else', () => {
    const listed = table.map((row) => row.operation);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...sdkCommands.keys()].sort());
  });

  it('marks supported exactly the operations the server implements', () => {
    expect([...supported].sort()).toEqual([...createOperationRegistry().keys()].sort());
  });

  it('every operation marked supported answers through the AWS SDK (not UnknownOperationException)', async () => {
    const answers = await Promise.all(supported.map(answerToEmptyInput));
    const unknown = supported.filter((_, index) => answers[index] === 'UnknownOperationException');
    expect(unknown).toEqual([]);
  });

  it('every operation marked unsupported answers UnknownOperationException', async () => {
    const answers = await Promise.all(unsupported.map(answerToEmptyInput));
    const answered = unsupported.filter(
      (_, index) => answers[index] !== 'UnknownOperationException',
    );
    expect(answered).toEqual([]);
  });
});
