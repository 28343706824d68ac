/**
 * Authenticated pending tickets: an HMAC-SHA-256 signature over every field of the ticket,
 * computed with Web Crypto (`crypto.subtle`), so Node, browsers and edge runtimes all sign and
 * verify the same way. Keys rotate: the first key signs, any key of the list verifies.
 * Without a key, tickets are signed with a key made for the running process: a ticket written
 * by another process (or by hand) is refused unless the application accepts unsigned tickets
 * explicitly. A replay store refuses a ticket used before.
 * @module
 */
import { canonicalJson, type PendingToolCall } from './pending';
import { TicketReplayError, TicketVerificationError } from './reliability-errors';

/**
 * Key material for ticket signatures: a secret string (UTF-8), raw bytes, or a Web Crypto
 * `CryptoKey` for HMAC with SHA-256 (usages `sign` and `verify`). Strings and bytes must be at
 * least {@link MIN_TICKET_KEY_BYTES} bytes long.
 */
export type TicketKey = string | Uint8Array | ArrayBuffer | CryptoKey;

/** The shortest string or byte key accepted: 32 bytes, the HMAC-SHA-256 output size. */
export const MIN_TICKET_KEY_BYTES = 32;

/**
 * Remembers which tickets were used, so a ticket resumes at most once. `claim` records the id
 * and answers true the first time, false for an id already recorded. It must be atomic when
 * several processes share the store (for a database: an insert on a unique key).
 */
export interface TicketReplayStore {
  claim(ticketId: string, ticket: PendingToolCall): boolean | Promise<boolean>;
}

/** How `runToolCall` signs the tickets it issues and checks the tickets it resumes from. */
export interface TicketOptions {
  /** Signing keys, newest first: the first signs, any verifies. Without keys, a per-process key is used. */
  keys?: readonly TicketKey[] | undefined;
  /**
   * Refuses a ticket used before. Without one, tickets signed with the per-process key (no
   * `keys`) resume at most once in this process; tickets signed with `keys` can be resumed any
   * number of times.
   */
  replayStore?: TicketReplayStore | undefined;
  /** Refuses tickets older than this many milliseconds (from their `createdAt`). */
  maxAgeMs?: number | undefined;
  /**
   * Skips signature checks entirely: any well-formed ticket resumes, including one edited in
   * transit or written from scratch. Tickets are then issued unsigned unless `keys` are given.
   * Only for tickets that never leave a trusted store.
   */
  dangerouslyAcceptUnsignedTickets?: boolean | undefined;
  /** The Web Crypto to use where `globalThis.crypto.subtle` is missing (Node 18: `require('node:crypto').webcrypto`). */
  crypto?: { subtle: SubtleCrypto } | undefined;
}

/** The signature scheme's prefix; the text signed starts with a domain line of the same name. */
const SCHEME = 'hs256';
const DOMAIN = 'toolwright.pending-tool-call.v1\n';

function subtleOf(options: TicketOptions | undefined): SubtleCrypto {
  const subtle = options?.crypto?.subtle ?? (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (!subtle) {
    throw new TypeError(
      'Signing pending tickets needs Web Crypto, and globalThis.crypto.subtle is missing. Pass tickets: { crypto } (on Node 18: the webcrypto export of node:crypto).',
    );
  }
  return subtle;
}

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;

function isCryptoKey(key: unknown): key is CryptoKey {
  const CryptoKeyClass = (globalThis as { CryptoKey?: abstract new () => CryptoKey }).CryptoKey;
  if (CryptoKeyClass && key instanceof CryptoKeyClass) return true;
  return (
    typeof key === 'object' &&
    key !== null &&
    'algorithm' in key &&
    'usages' in key &&
    'type' in key &&
    !(key instanceof Uint8Array) &&
    !(key instanceof ArrayBuffer)
  );
}

function keyBytes(key: string | Uint8Array | ArrayBuffer): Uint8Array {
  return typeof key === 'string' ? new TextEncoder().encode(key) : key instanceof Uint8Array ? key : new Uint8Array(key);
}

/** The key as a CryptoKey: a string or byte key is imported for HMAC-SHA-256. */
function cryptoKey(subtle: SubtleCrypto, key: TicketKey): Promise<CryptoKey> {
  if (isCryptoKey(key)) return Promise.resolve(key);
  if (typeof key !== 'string' && !(key instanceof Uint8Array) && !(key instanceof ArrayBuffer)) {
    return Promise.reject(
      new TypeError(`A ticket key must be a string, a Uint8Array, an ArrayBuffer or a CryptoKey, got ${key === null ? 'null' : typeof key}.`),
    );
  }
  const bytes = keyBytes(key);
  if (bytes.byteLength < MIN_TICKET_KEY_BYTES) {
    return Promise.reject(new TypeError(`A ticket key must be at least ${MIN_TICKET_KEY_BYTES} bytes long, got ${bytes.byteLength}.`));
  }
  // A copy held in its own ArrayBuffer, as importKey's types ask (the caller's may be shared).
  return subtle.importKey('raw', bytes.slice(), HMAC, false, ['sign', 'verify']);
}

/** The key made for this process: tickets it signs verify only here. */
const processKeys = new WeakMap<SubtleCrypto, Promise<CryptoKey>>();

function processKey(subtle: SubtleCrypto): Promise<CryptoKey> {
  let key = processKeys.get(subtle);
  if (!key) {
    key = subtle.generateKey({ ...HMAC, length: 256 }, false, ['sign', 'verify']) as Promise<CryptoKey>;
    processKeys.set(subtle, key);
  }
  return key;
}

function keysOf(subtle: SubtleCrypto, options: TicketOptions | undefined): Promise<CryptoKey>[] {
  const keys = options?.keys;
  if (keys === undefined) return [processKey(subtle)];
  if (!Array.isArray(keys) || keys.length === 0) throw new TypeError('tickets.keys must be a non-empty array of keys (the first signs, any verifies).');
  return keys.map((key) => cryptoKey(subtle, key));
}

/** The bytes signed: a domain line, then the canonical JSON of every field but `signature`. */
function signedBytes(pending: PendingToolCall): Uint8Array {
  const { signature: _signature, ...fields } = pending;
  return new TextEncoder().encode(DOMAIN + (canonicalJson(fields) ?? ''));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return undefined;
  }
}

/**
 * Refuses, with a TypeError before a call runs, a string or byte key in `tickets.keys` shorter
 * than {@link MIN_TICKET_KEY_BYTES} bytes.
 * @internal
 */
export function checkTicketKeys(options: TicketOptions | undefined): void {
  const keys = options?.keys;
  if (!Array.isArray(keys)) return;
  for (const key of keys) {
    if (typeof key !== 'string' && !(key instanceof Uint8Array) && !(key instanceof ArrayBuffer)) continue;
    const length = keyBytes(key).byteLength;
    if (length < MIN_TICKET_KEY_BYTES) {
      throw new TypeError(`tickets.keys: a ticket key must be at least ${MIN_TICKET_KEY_BYTES} bytes long, got ${length}.`);
    }
  }
}

/** Whether tickets are issued with a signature under these options. */
export function signsTickets(options: TicketOptions | undefined): boolean {
  return !options?.dangerouslyAcceptUnsignedTickets || options.keys !== undefined;
}

/**
 * The ticket with its `signature`: HMAC-SHA-256, with the first of `options.keys` (or the
 * process key), over every other field. A signature already there is replaced.
 */
export async function signPendingToolCall(pending: PendingToolCall, options?: TicketOptions): Promise<PendingToolCall> {
  const subtle = subtleOf(options);
  const key = await keysOf(subtle, options)[0]!;
  const mac = new Uint8Array(await subtle.sign('HMAC', key, signedBytes(pending) as BufferSource));
  return { ...pending, signature: `${SCHEME}.${toBase64Url(mac)}` };
}

/**
 * Checks a parsed ticket: its signature against every key (unless unsigned tickets are accepted),
 * then its age. Returns the ticket, or throws a {@link TicketVerificationError}.
 */
export async function verifyPendingToolCall(pending: PendingToolCall, options?: TicketOptions): Promise<PendingToolCall> {
  const refuse = (reason: ConstructorParameters<typeof TicketVerificationError>[0], message: string): never => {
    throw new TicketVerificationError(reason, pending.toolName, pending.toolCallId, message);
  };
  if (!options?.dangerouslyAcceptUnsignedTickets) {
    const signature = pending.signature;
    if (signature === undefined) {
      refuse(
        'unsigned',
        `Refused: the ticket for tool call "${pending.toolCallId}" is not signed. Resume only tickets this runtime issued, or pass tickets: { dangerouslyAcceptUnsignedTickets: true }.`,
      );
    }
    const mac = typeof signature === 'string' && signature.startsWith(`${SCHEME}.`) ? fromBase64Url(signature.slice(SCHEME.length + 1)) : undefined;
    let valid = false;
    if (mac && mac.length === 32) {
      const subtle = subtleOf(options);
      const data = signedBytes(pending);
      for (const key of keysOf(subtle, options)) {
        if (await subtle.verify('HMAC', await key, mac as BufferSource, data as BufferSource)) {
          valid = true;
          break;
        }
      }
    }
    if (!valid) {
      refuse(
        'bad-signature',
        `Refused: the signature of the ticket for tool call "${pending.toolCallId}" does not verify: the ticket was altered, forged, or signed with a key this runtime does not have. The process that issued it and the one resuming it need the same tickets.keys (without keys, each process signs with its own).`,
      );
    }
  }
  const maxAge = options?.maxAgeMs;
  if (maxAge !== undefined) {
    const created = Date.parse(pending.createdAt);
    if (Number.isNaN(created) || Date.now() - created > maxAge) {
      refuse('expired', `Refused: the ticket for tool call "${pending.toolCallId}" is older than ${maxAge} ms.`);
    }
  }
  return pending;
}

/** The id a replay store records for a ticket: its signature, or its identifying fields when unsigned. */
export function ticketId(pending: PendingToolCall): string {
  return pending.signature ?? `unsigned:${pending.kind}:${pending.runId}:${pending.toolCallId}:${pending.createdAt}:${pending.argsDigest}`;
}

/** Claims the ticket in the replay store, if any; throws a {@link TicketReplayError} for a ticket used before. */
export async function claimTicket(pending: PendingToolCall, options: TicketOptions | undefined): Promise<void> {
  const store = options?.replayStore;
  if (!store) return;
  const id = ticketId(pending);
  if ((await store.claim(id, pending)) !== true) throw new TicketReplayError(pending.toolName, pending.toolCallId, id);
}

/**
 * A {@link TicketReplayStore} in memory: for one process. Give `maxEntries` to bound it (the
 * oldest ids are forgotten first, and could then be replayed: pair it with `maxAgeMs`).
 * Several processes need a shared store (a database table with a unique key; see the docs).
 */
export class InMemoryTicketReplayStore implements TicketReplayStore {
  readonly #seen = new Set<string>();
  readonly #maxEntries: number;

  constructor(options: { maxEntries?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  }

  claim(ticketId: string): boolean {
    if (this.#seen.has(ticketId)) return false;
    this.#seen.add(ticketId);
    if (this.#seen.size > this.#maxEntries) this.#seen.delete(this.#seen.values().next().value as string);
    return true;
  }

  /** How many ticket ids are remembered. */
  get size(): number {
    return this.#seen.size;
  }
}
