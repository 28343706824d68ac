// The contract matrix on the AI SDK: ai 6 in the unit project; the ai7 lane runs this file with
// `ai` mapped to ai 7 (vitest.ai7.config.ts), where the call-level toolApproval row plays too.
import { aiSdkCallLevelDriver, aiSdkDriver } from './drivers/ai-sdk';
import { describeContract } from './matrix';

describeContract(aiSdkDriver);
describeContract(aiSdkCallLevelDriver);
