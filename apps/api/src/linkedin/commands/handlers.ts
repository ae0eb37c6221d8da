import { ApplyAccountStatusHandler } from './apply-account-status.handler';
import { CheckLinkedInServiceHandler } from './check-linkedin-service.handler';
import { ConnectLinkedInAccountHandler } from './connect-linkedin-account.handler';
import { CreateHostedAuthLinkHandler } from './create-hosted-auth-link.handler';
import { RecordAccountConnectedHandler } from './record-account-connected.handler';
import { RecordAccountDisconnectedHandler } from './record-account-disconnected.handler';
import { RemoveLinkedInAccountHandler } from './remove-linkedin-account.handler';
import { UseHostedAuthLinkHandler } from './use-hosted-auth-link.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [
  ApplyAccountStatusHandler,
  CheckLinkedInServiceHandler,
  ConnectLinkedInAccountHandler,
  CreateHostedAuthLinkHandler,
  RecordAccountConnectedHandler,
  RecordAccountDisconnectedHandler,
  RemoveLinkedInAccountHandler,
  UseHostedAuthLinkHandler,
];
