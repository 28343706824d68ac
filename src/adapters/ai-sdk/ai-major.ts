/**
 * What the installed AI SDK supports, read from its exports once: one build of the adapter
 * serves AI SDK 5, 6 and 7.
 * @module
 */
import * as ai from 'ai';

/** AI SDK 6 brought tool approval; AI SDK 5 ignores `needsApproval` and would run the tool unasked. */
export const SUPPORTS_APPROVAL = 'InvalidToolApprovalError' in ai;

/**
 * AI SDK 7 (provider specification v4): tool results carry `file` parts with tagged data, and
 * `execute` gets the tool's `toolsContext` entry as `context`. `uploadFile` came with it.
 */
export const IS_AI_SDK_7 = 'uploadFile' in ai;
