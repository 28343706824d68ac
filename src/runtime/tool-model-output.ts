/**
 * The shapes a tool's `toModelOutput` returns, as a type to annotate it with. `createTool`
 * keeps the reference's own type for the option (`(output) => unknown`), so annotating is a
 * choice: it checks the return against what every wire reads.
 * @module
 */

/** A JSON value inside a model output. */
export type ToolModelOutputJSON = null | string | number | boolean | ToolModelOutputJSON[] | { readonly [key: string]: ToolModelOutputJSON | undefined };

/** Per-provider options of a part, keyed by provider name (passed through as they are). */
export type ToolModelOutputProviderOptions = Readonly<Record<string, Readonly<Record<string, ToolModelOutputJSON>>>>;

/**
 * One part of a `content` model output, as the AI SDK's tool results have them: text; a file or
 * image inline (`data` is base64, `mediaType` such as `image/png`); a link to an image or file
 * the model may fetch; a provider's file id; or a provider-specific `custom` part.
 */
export type ToolModelOutputPart =
  | { readonly type: 'text'; readonly text: string; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | { readonly type: 'media'; readonly data: string; readonly mediaType: string }
  | { readonly type: 'image-data'; readonly data: string; readonly mediaType: string; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | {
      readonly type: 'file-data';
      readonly data: string;
      readonly mediaType: string;
      readonly filename?: string | undefined;
      readonly providerOptions?: ToolModelOutputProviderOptions | undefined;
    }
  | { readonly type: 'image-url'; readonly url: string; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | {
      readonly type: 'file-url';
      readonly url: string;
      readonly mediaType?: string | undefined;
      readonly providerOptions?: ToolModelOutputProviderOptions | undefined;
    }
  | {
      readonly type: 'file-id' | 'image-file-id';
      readonly fileId: string | Readonly<Record<string, string>>;
      readonly providerOptions?: ToolModelOutputProviderOptions | undefined;
    }
  | { readonly type: 'custom'; readonly providerOptions?: ToolModelOutputProviderOptions | undefined };

/**
 * What `toModelOutput` returns: what the model is told about a call, in the AI SDK's tool-result
 * shape, which the runtime hands every wire (the AI SDK as it is, MCP as content items, the
 * provider SDKs as text and image parts). `text` and `json` are one value; `content` a list of
 * parts (text and images); `error-text` and `error-json` report a failure to the model.
 *
 * @example
 * ```ts
 * import type { ToolModelOutput } from 'toolwright/runtime';
 * import { createTool } from 'toolwright/tools';
 * import { z } from 'zod';
 *
 * const chart = createTool({
 *   id: 'chart',
 *   description: 'Draws a chart',
 *   outputSchema: z.object({ title: z.string(), png: z.string() }),
 *   execute: async () => ({ title: 'Sales', png: 'iVBORw0KGgo=' }),
 *   toModelOutput: (output): ToolModelOutput => ({
 *     type: 'content',
 *     value: [
 *       { type: 'text', text: output.title },
 *       { type: 'media', data: output.png, mediaType: 'image/png' },
 *     ],
 *   }),
 * });
 * ```
 */
export type ToolModelOutput =
  | { readonly type: 'text'; readonly value: string; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | { readonly type: 'json'; readonly value: ToolModelOutputJSON; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | { readonly type: 'content'; readonly value: ToolModelOutputPart[]; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | { readonly type: 'error-text'; readonly value: string; readonly providerOptions?: ToolModelOutputProviderOptions | undefined }
  | { readonly type: 'error-json'; readonly value: ToolModelOutputJSON; readonly providerOptions?: ToolModelOutputProviderOptions | undefined };
