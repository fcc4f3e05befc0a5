// The comments feature's entry for the web app (admin API) and the moderation CLI.
export {
  COMMENT_STATUSES,
  commentsRepository,
  type CommentStatus,
  type CommentsRepository,
  type ModerationComment,
  type NewComment,
  type PublicComment,
  type StatusChange,
} from '../repositories/comments';
export {
  isModerationAction,
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationOutcome,
  moderateComment,
} from './moderate';
