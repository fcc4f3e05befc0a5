/**
 * The editors' console's back end (docs/product.md#editorial-workflow): every write goes through
 * the import's HTML pipeline and search index and returns the cache tags it touched; the caller
 * purges them with purgeCacheTags (@tsuzuri/content/cache-purge), as the import command does.
 */
export {
  type Actor,
  ActorSchema,
  type ArticleInput,
  ArticleInputSchema,
  IMPORT_ACTOR,
  SCHEDULER_ACTOR,
} from './article-input';
export { MAX_BODY_BYTES, MAX_BODY_KB, utf8Bytes } from './body-limit';
export type { RevisionFields } from './article-fields';
export { type ArticleChange, type ChangeFields, loadArticleChange } from './article-changes';
export type { ChangeInfo, SaveResult } from './save-result';
export {
  type AuthorInput,
  AuthorInputSchema,
  type AuthorRecord,
  createAuthor,
  listAuthors,
  updateAuthor,
} from './authors';
export { ImageRefSchema } from './image-ref';
export {
  type CategoryInput,
  CategoryInputSchema,
  type CategoryNode,
  categoryTree,
  createCategory,
  reorderCategories,
  updateCategory,
} from './categories';
export { deleteCategory } from './delete-category';
export {
  type ArticleForEditing,
  type ConsoleArticle,
  type ConsoleListInput,
  ConsoleListSchema,
  getArticleForEditing,
  listConsoleArticles,
} from './console-list';
export {
  type ConflictingSave,
  EditConflictError,
  EditorialError,
  type EditorialErrorCode,
} from './errors';
export { type Editing, heartbeat, leaveArticle, PRESENCE_TTL_MS } from './presence';
export {
  createPreviewToken,
  MAX_PREVIEW_TTL_MS,
  PREVIEW_PARAM,
  PREVIEW_TTL_MS,
  verifyPreviewToken,
} from './preview-token';
export { previewLink } from './preview-link';
export {
  type ChangeDecision,
  ChangeDecisionSchema,
  discardArticleChanges,
  publishArticleChanges,
} from './publish-changes';
export {
  addRedirect,
  deleteRedirect,
  listRedirects,
  loadRedirectMap,
  type Redirect,
  type RedirectInput,
  RedirectInputSchema,
  type RedirectSave,
  SitePathSchema,
  updateRedirect,
} from './redirects';
export {
  MAX_PRICE_JPY,
  type ProductInput,
  ProductInputSchema,
  type ProductValues,
} from './product-input';
export {
  type ConsoleProduct,
  getProductForEditing,
  listConsoleProducts,
  type ProductForEditing,
  type ProductSave,
  saveProduct,
} from './products';
export { restoreRevision } from './restore';
export {
  compareRevisions,
  type DiffPart,
  type FieldChange,
  getRevision,
  listRevisions,
  type Revision,
  type RevisionAction,
} from './revisions';
export { saveArticle } from './save-article';
export {
  type DuePublication,
  publishDueArticles,
  type SchedulerOptions,
  startScheduler,
} from './scheduler';
export { pathSegmentProblem, SLUG_PATTERN } from './slug';
export {
  canTransition,
  changeArticleState,
  TRANSITIONS,
  type TransitionInput,
  TransitionInputSchema,
} from './states';
