export type { LinkedInSandbox, LinkedInSandboxOptions } from './linkedin-sandbox-options';
export { createLinkedInSandbox } from './create-linkedin-sandbox';
export { startLinkedInSandboxServer, type LinkedInSandboxServer } from './start-linkedin-sandbox-server';
export { CONTROL_TOKEN_HEADER } from './control/operator-access';
export { errorField, sandboxLog } from './sandbox-log';
