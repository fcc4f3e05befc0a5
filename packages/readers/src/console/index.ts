// The operators' console's reader data: comment queue extras, the inbox, the subscriber list.
export { MAX_BULK, moderateMany } from './bulk';
export { type InboxMessage, type InboxState, inboxRepository, NoteSchema } from './inbox';
export { MAX_NG_WORDS, NgWordSchema, type NgWordsRepository, ngWordsRepository } from './ng-words';
export { replyAsStaff, STAFF_NAMES, StaffReplySchema, staffNameFor } from './staff-replies';
export { type SubscriberRow, subscriberListRepository } from './subscriber-list';
