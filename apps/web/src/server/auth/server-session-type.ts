/** A signed-in visitor whose access token the server has verified. */
export interface ServerSession {
  sub: string;
  username: string;
  accessToken: string;
}
