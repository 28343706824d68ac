/**
 * The caller a task is bound to: who made the request that started it, by the request's auth info
 * (or the server's `tasks.callerOf`). Kept as a SHA-256 digest, so that no token is stored.
 */
import type { ServerContext } from '@modelcontextprotocol/server';
import type { McpTasksOptions } from './options';

/** The caller of `ctx` as a task keeps it, or `undefined` when the request names no caller. */
export async function callerOf(ctx: ServerContext, given: McpTasksOptions['callerOf']): Promise<string | undefined> {
  const authInfo = ctx.http?.authInfo;
  const caller = given ? given(ctx) : (authInfo?.clientId ?? authInfo?.token);
  if (caller === undefined) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(caller));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
