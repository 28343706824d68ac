// What a wire's peer already does around a tool call, declared once by the wire: the engine
// decides from it what it does itself and what it leaves to the peer.
import type { RuntimeTool } from './types';

/**
 * The host a wire puts the engine in: what its peer (a framework, a protocol, a queue worker)
 * already does around a tool call. Each field states a fact about the peer; the engine decides
 * from it. A field left out means the peer does not do it, and the engine runs the call as
 * Mastra's agent does. `runToolCall` and `streamToolCall` run under the empty host.
 */
export interface WireHost {
  /**
   * The peer calls `execute` as soon as it has the call and streams nothing of the call before
   * it (the AI SDK, MCP, LangChain, the OpenAI Agents SDK, a queue worker). Mastra's agent yields a
   * macrotask first, so that its stream hands out the `tool-call` chunk; under this host the
   * engine does not.
   */
  readonly callsExecuteAtOnce?: boolean | undefined;
  /**
   * The peer sends no answer to a cancelled request (MCP). The engine then does not settle the
   * call the moment the signal fires: the tool still gets the signal and the call still ends
   * `aborted` at the engine's checks. A `timeoutMs` keeps its own signal, which settles at once.
   */
  readonly dropsCancelledCalls?: boolean | undefined;
  /**
   * The peer fires the tool's input hooks itself (`onInputStart`, `onInputDelta`,
   * `onInputAvailable`: the AI SDK does): the engine does not fire them again.
   */
  readonly firesInputHooks?: boolean | undefined;
  /**
   * The peer asks for approval itself before it calls the tool (the AI SDK's `needsApproval`):
   * the engine gates nothing and asks nobody; a call it gets is approved.
   */
  readonly asksApproval?: boolean | undefined;
  /**
   * The peer turns the result into what the model is told itself (the AI SDK calls the tool's
   * `toModelOutput`): the engine does not call it, and the record's `modelOutput` is the
   * default one.
   */
  readonly mapsModelOutput?: boolean | undefined;
  /**
   * The peer keeps its own stream and transcript of the call (the AI SDK's tool parts): the
   * engine's chunks carry no `title`, and the tool's and the options' display and transcript
   * transforms are not applied.
   */
  readonly keepsTranscript?: boolean | undefined;
  /**
   * The peer awaits every tool's result within its step (the AI SDK): the engine runs the
   * tool in the foreground, whatever its `background` settings say.
   */
  readonly awaitsResult?: boolean | undefined;
  /**
   * The peer gives `execute` a request context of its own and leaves the request-context
   * schema to the tool (the AI SDK): the engine does not check the tool's `requestContextSchema`
   * (a createTool tool still checks it in its own steps).
   */
  readonly leavesRequestContextToTool?: boolean | undefined;
  /**
   * The peer's model was offered another form of the tool's input schema and sends arguments in
   * that form (OpenAI's strict profile, where an optional field is required and nullable): this
   * turns them into the tool's input. The engine applies it to the parsed arguments of a call to
   * a known tool before anything sees them (hooks, approval, validation, chunks, the record and
   * tickets), and to the arguments a resume gives before they are matched against the ticket.
   */
  readonly argsToInput?: ((tool: RuntimeTool, args: unknown) => unknown) | undefined;
  /**
   * The schemas the peer listed for the called tool, one not made by createTool, as Standard
   * Schemas, and against which the peer checks its input and output (MCP's servers do): the
   * engine checks the input with `input` in place of the tool's `inputSchema`, and the output
   * with `output` right after `execute` (a failure is the call's result, its ValidationError).
   */
  readonly listedSchemas?: { readonly input?: unknown; readonly output?: unknown } | undefined;
  /**
   * Fields the peer adds to the context of `execute`, after the engine's own (the MCP wires add
   * `mcp`, the LangChain wire `langchain`). An engine key given here is replaced by its value.
   */
  readonly contextFields?: Readonly<Record<string, unknown>> | undefined;
}

/** The host of `runToolCall` and `streamToolCall`: the peer does none of the above. */
export const NO_HOST: WireHost = Object.freeze({});
