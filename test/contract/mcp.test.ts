// The contract matrix on MCP, both SDK majors, through real clients over in-memory transports.
import { mcpV1Driver, mcpV2Driver } from './drivers/mcp';
import { describeContract } from './matrix';

describeContract(mcpV1Driver);
describeContract(mcpV2Driver);
