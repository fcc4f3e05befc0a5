import type { Db } from '@tsuzuri/db';
import { commentsRepository } from './repositories/comments';
import { messagesRepository } from './repositories/messages';
import { subscribersRepository } from './repositories/subscribers';
import { inboxRepository, ngWordsRepository, subscriberListRepository } from './console';

export {
  type MailStatus,
  type MessageReason,
  messagesRepository,
  type NewMessage,
  type StoredMessage,
} from './repositories/messages';
export { type SubscribersRepository, subscribersRepository } from './repositories/subscribers';

/** What readers send us: comments, contact messages, subscriptions to the newsletter. */
export function readersRepositories(db: Db) {
  return {
    subscribers: subscribersRepository(db),
    comments: commentsRepository(db),
    messages: messagesRepository(db),
    ngWords: ngWordsRepository(db),
    inbox: inboxRepository(db),
    subscriberList: subscriberListRepository(db),
  };
}
