import { describe, expect, it } from 'vitest';
import { exportedNames } from '../../scripts/api-report';
import * as index from '../../src/index';
import * as bullmq from '../../src/bullmq';
import * as langchain from '../../src/langchain';
import * as mcp from '../../src/mcp';
import * as mcpV2 from '../../src/mcp-v2';
import * as openaiAgents from '../../src/openai-agents';
import * as requestContext from '../../src/request-context';
import * as runtime from '../../src/runtime';
import * as testing from '../../src/testing';
import * as tools from '../../src/tools';
import * as toolsCore from '../../src/tools/core';
import * as wire from '../../src/wire';

describe('public exports', () => {
  it('toolwright/tools has exactly the tool names of @mastra/core/tools that toolwright covers', () => {
    expect(Object.keys(tools).sort()).toEqual(
      [
        'MASTRA_TOOL_MARKER',
        'Tool',
        'ToolStream',
        'createTool',
        'isValidationError',
        'isVercelTool',
        'noopObserve',
        'validateToolInput',
        'validateToolOutput',
      ].sort(),
    );
  });

  it('toolwright/tools/core has exactly the names of toolwright/tools, and the registration entries none', async () => {
    expect(Object.keys(toolsCore).sort()).toEqual(Object.keys(tools).sort());
    for (const entry of ['zod3', 'zod-mini', 'json-schema']) {
      expect(Object.keys(await import(`../../src/tools/${entry}.ts`))).toEqual([]);
    }
  });

  it('every name of toolwright/tools exists in @mastra/core/tools', async () => {
    const reference = await import('@mastra/core/tools');
    expect(Object.keys(tools).filter((name) => !(name in reference))).toEqual([]);
  });

  it('toolwright/request-context has the same runtime names as @mastra/core/request-context', async () => {
    const reference = await import('@mastra/core/request-context');
    expect(Object.keys(requestContext).sort()).toEqual(Object.keys(reference).sort());
  });

  it('the root entry has every name of the tools, request-context, runtime and testing entries', () => {
    const missing = [tools, requestContext, runtime, testing].flatMap((entry) => Object.keys(entry).filter((name) => !(name in index)));
    expect(missing).toEqual([]);
  });

  it('toolwright/runtime lists what an application calls (types: etc/toolwright.api.md)', () => {
    expect(Object.keys(runtime).sort()).toEqual(
      [
        'IdempotencyKeyInFlightError',
        'IdempotencyStoreError',
        'InMemoryIdempotencyStore',
        'InMemoryTicketReplayStore',
        'InProcessBackgroundExecutor',
        'InvalidPendingToolCallError',
        'MIN_TICKET_KEY_BYTES',
        'TicketReplayError',
        'TicketVerificationError',
        'ToolCallMismatchError',
        'ToolCallTimeoutError',
        'ToolExecutionError',
        'ToolModelOutputError',
        'ToolNotFoundError',
        'ToolwrightError',
        'isToolExecutionError',
        'parsePendingToolCall',
        'runToolCall',
        'serializePendingToolCall',
        'streamToolCall',
        'toolCallNeedsApproval',
      ].sort(),
    );
  });

  it('toolwright/runtime stays a surface a user can read: at most 90 names, types included', () => {
    // The type checker's list, values and types together (etc/toolwright.api.md shows them).
    // What only a wire or a store/tracer implementer needs belongs in toolwright/wire.
    expect(exportedNames('src/runtime.ts').length).toBeLessThanOrEqual(90);
  }, 60_000);

  it('toolwright/wire lists what only a wire needs, and shares no name with toolwright/runtime or the root entry', () => {
    expect(Object.keys(wire).sort()).toEqual(
      [
        'DECLINED_MESSAGE',
        'DEFAULT_BACKGROUND_TIMEOUT_MS',
        'MIN_MODEL_OUTPUT_LIMIT',
        'TOOL_HOOK_NAMES',
        'argsDigest',
        'backgroundStartedMessage',
        'boundModelOutput',
        'boundedStringify',
        'checkModelOutputLimit',
        'checkRunToolCallOptions',
        'consoleLogger',
        'createBackgroundAttempt',
        'createObserve',
        'createPendingToolCall',
        'findRuntimeTool',
        'isBackgroundEligible',
        'isMastraTool',
        'isStandardSchemaWithJSON',
        'modelOutputLimitFor',
        'parseToolArgs',
        'pendingBackgroundTask',
        'pendingMismatch',
        'resolveBackgroundConfig',
        'resolveModelOutput',
        'runBackgroundAttempt',
        'runWireToolCall',
        'signPendingToolCall',
        'standardSchemaToJSONSchema',
        'streamWireToolCall',
        'toModelTool',
        'toStandardSchema',
        'toolMayNeedApproval',
        'verifyPendingToolCall',
      ].sort(),
    );
    expect(Object.keys(wire).filter((name) => name in runtime || name in index)).toEqual([]);
  });

  it('the root entry has exactly these runtime names (types: etc/toolwright.api.md)', () => {
    expect(Object.keys(index).sort()).toMatchInlineSnapshot(`
      [
        "IdempotencyKeyInFlightError",
        "IdempotencyStoreError",
        "InMemoryIdempotencyStore",
        "InMemoryTicketReplayStore",
        "InProcessBackgroundExecutor",
        "InvalidPendingToolCallError",
        "MASTRA_AUTH_TOKEN_KEY",
        "MASTRA_INHERITED_MEMORY_KEY",
        "MASTRA_MESSAGE_AUTHOR_KEY",
        "MASTRA_RESOURCE_ID_KEY",
        "MASTRA_THREAD_ID_KEY",
        "MASTRA_TOOL_MARKER",
        "MASTRA_VERSIONS_KEY",
        "MIN_TICKET_KEY_BYTES",
        "MissingJSONSchemaError",
        "RequestContext",
        "TicketReplayError",
        "TicketVerificationError",
        "Tool",
        "ToolCallMismatchError",
        "ToolCallTimeoutError",
        "ToolExecutionError",
        "ToolModelOutputError",
        "ToolNotFoundError",
        "ToolStream",
        "ToolwrightError",
        "UnregisteredSchemaError",
        "callTool",
        "createRecordingLogger",
        "createTool",
        "isStandardJSONSchema",
        "isStandardSchema",
        "isToolExecutionError",
        "isValidationError",
        "isVercelTool",
        "mergeVersionOverrides",
        "noopObserve",
        "parsePendingToolCall",
        "recordHooks",
        "runToolCall",
        "serializePendingToolCall",
        "streamToolCall",
        "testTool",
        "toolCallNeedsApproval",
        "validateRequestContext",
        "validateToolInput",
        "validateToolOutput",
        "validateToolSuspendData",
      ]
    `);
  });

  it('toolwright/mcp lists its names explicitly', () => {
    expect(Object.keys(mcp).sort()).toEqual(['McpToolDefinitionError', 'createMcpHttpHandler', 'createMcpServer', 'registerMcpTools']);
  });

  it('toolwright/mcp/v2 has the names of toolwright/mcp, plus serveMcpStdio, the requestState expiry and the tasks store', () => {
    expect(Object.keys(mcpV2).sort()).toEqual([...Object.keys(mcp), 'DEFAULT_REQUEST_STATE_MAX_AGE_MS', 'InMemoryTaskStateStore', 'serveMcpStdio'].sort());
  });

  it('toolwright/bullmq lists its names explicitly', () => {
    expect(Object.keys(bullmq).sort()).toEqual([
      'BullMQExecutorError',
      'BullMQUnreachableError',
      'RedisIdempotencyStore',
      'RedisTicketReplayStore',
      'createBullMQExecutor',
      'startBullMQWorker',
    ]);
  });

  it('toolwright/langchain lists its names explicitly', () => {
    expect(Object.keys(langchain).sort()).toEqual([
      'ToolwrightLangChainTool',
      'approveToolCall',
      'declineToolCall',
      'langChainRuntimeOf',
      'resumeToolCall',
      'toLangChainTool',
      'toLangChainTools',
      'toolInterruptsOf',
    ]);
  });

  it('toolwright/openai-agents lists its names explicitly', () => {
    expect(Object.keys(openaiAgents).sort()).toEqual([
      'TICKETS_KEY',
      'suspendedCallsOf',
      'suspendedMessage',
      'toOpenAIAgentsTool',
      'toOpenAIAgentsTools',
      'withToolResult',
    ]);
  });
});
