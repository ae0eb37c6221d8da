import { CommandHandler } from '@nestjs/cqrs';
import { linkedInAccountDecider, userStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { RecordAccountConnectedCommand } from './record-account-connected.command';

@CommandHandler(RecordAccountConnectedCommand)
export class RecordAccountConnectedHandler extends deciderCommandHandler(linkedInAccountDecider)(
  ({ userId, accountId, metadata }: RecordAccountConnectedCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'ConnectLinkedInAccount', data: { accountId, now } },
    metadata,
  }),
) {}
