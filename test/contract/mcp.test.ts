// The contract matrix on MCP, both SDK majors, through real clients over in-memory transports;
// and SDK 2 with every call a task of the Tasks extension, through the extension's client.
import { mcpV1Driver, mcpV2Driver } from './drivers/mcp';
import { mcpTasksDriver } from './drivers/mcp-tasks';
import { describeContract } from './matrix';

describeContract(mcpV1Driver);
describeContract(mcpV2Driver);
describeContract(mcpTasksDriver);
