/**
 * `toolwright/testing`: unit-test a tool in isolation. `testTool(tool)` runs calls the way
 * Mastra's agent does (through `toolwright/runtime`) and records hooks, logs, approval requests,
 * suspensions, model output and display/transcript payloads. Works with any test runner.
 * Every public name is listed here.
 * @module
 */
import { registerAllSchemaVendors } from './schema/vendors/register-all';

// Every schema kind is supported through this entry (see toolwright/tools/core).
registerAllSchemaVendors();

export { testTool } from './testing/test-tool';
export { createRecordingLogger } from './testing/recording-logger';
export { recordHooks } from './testing/hook-recorder';
export type {
  HookInvocation,
  LogEntry,
  RecordingLogger,
  TestApproval,
  TestApproveOptions,
  TestCallInput,
  TestCallOptions,
  TestContinueOptions,
  TestRunOptions,
  TestToolOptions,
  ToolHarness,
  ToolHookName,
  ToolInputOf,
  ToolOutputOf,
  ToolResumeOf,
  ToolSuspendOf,
  ToolTestRun,
  TransformedPayloads,
  TransformOutcome,
} from './testing/types';
