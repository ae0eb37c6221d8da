import { Module } from '@nestjs/common';
import { ContactsController } from './contacts.controller';
import { DoNotContactController } from './do-not-contact.controller';
import { LeadScreening } from './lead-screening';
import { handlers } from './commands/handlers';

/** The person on the other end: the Do-Not-Contact list (issue 17), and the contacts searched (issue 22). */
@Module({
  controllers: [DoNotContactController, ContactsController],
  providers: [...handlers, LeadScreening],
  exports: [LeadScreening],
})
export class ContactsModule {}
