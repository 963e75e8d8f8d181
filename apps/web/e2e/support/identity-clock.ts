/** Moves the identity server's clock (see start-services.ts); only the server's notion of time changes. */
export function createIdentityClock(controlUrl: string) {
  async function post(offsetMs?: number): Promise<number> {
    const response = await fetch(`${controlUrl}/clock`, {
      method: 'POST',
      body: JSON.stringify(offsetMs === undefined ? {} : { offsetMs }),
    });
    return ((await response.json()) as { offsetMs: number }).offsetMs;
  }
  return {
    offsetInMs: () => post(),
    setOffsetInMs: (offsetMs: number) => post(offsetMs),
  };
}

export type IdentityClock = ReturnType<typeof createIdentityClock>;
