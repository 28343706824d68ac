// The contract matrix on the OpenAI Agents SDK (Node 22: vitest.openai-agents.config.ts, the
// openai-agents lane).
import { openAIAgentsDriver } from './drivers/openai-agents';
import { describeContract } from './matrix';

describeContract(openAIAgentsDriver);
