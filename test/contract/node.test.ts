// The contract matrix on the wires that run on Node 20: the runtime, testTool, the provider
// loops. The AI SDK's row is test/contract/ai-sdk.test.ts (ai 6 here, ai 7 in the ai7 lane), the
// MCP rows test/contract/mcp.test.ts, BullMQ's test/contract/bullmq.redis.test.ts (the bullmq lane).
import { anthropicDriver, geminiDriver, openAIChatDriver, openAIResponsesDriver } from './drivers/providers';
import { runtimeDriver } from './drivers/runtime';
import { testToolDriver } from './drivers/test-tool';
import { describeContract } from './matrix';

for (const driver of [runtimeDriver, testToolDriver, openAIChatDriver, openAIResponsesDriver, anthropicDriver, geminiDriver]) describeContract(driver);
