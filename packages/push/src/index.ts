export { type PushMessage, PushMessageSchema } from './message';
export {
  type Announcement,
  announcePublished,
  articleMessage,
  type PublishedArticle,
} from './on-publish';
export { type SendOptions, type SendReport, sendToAll } from './send';
