export type { LinkedInSandbox, LinkedInSandboxOptions } from './linkedin-sandbox-options';
export { createLinkedInSandbox } from './create-linkedin-sandbox';
export { startLinkedInSandboxServer, type LinkedInSandboxServer } from './start-linkedin-sandbox-server';
