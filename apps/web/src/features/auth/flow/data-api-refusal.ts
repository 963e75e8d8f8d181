/**
 * What a refused data-API call says, read from the error the tRPC client throws: its code
 * (`UNAUTHORIZED`, `BAD_REQUEST`, …) and the problems the server found per field (the
 * errorFormatter's `zodError`). Read structurally, so forms need not load the tRPC client.
 */
interface RefusalShape {
  data?: { code?: unknown; zodError?: { fieldErrors?: Record<string, unknown> } | null } | null;
}

export function refusalCode(error: unknown): string | null {
  const code = (error as RefusalShape | null)?.data?.code;
  return typeof code === 'string' ? code : null;
}

/** The first problem the server named for each field. */
export function refusalFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as RefusalShape | null)?.data?.zodError?.fieldErrors ?? {};
  const found: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') found[name] = first;
  }
  return found;
}
