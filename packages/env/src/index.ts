export {
  type EnvOf,
  readEnv,
  shareWithProcess,
  type VariableSet,
  variableSet,
  withdrawFromProcess,
} from './env';
export {
  addressHashSalt,
  cacheAdminKey,
  keptSecret,
  localAdminKey,
  localStaffSecret,
  ADMIN_KEY_FILE,
  PREVIEW_SECRET_FILE,
  previewSecret,
  STAFF_SECRET_FILE,
  staffAuthSecret,
  type SaltPurpose,
  strongSecret,
  weakSecretProblem,
} from './secrets';
export {
  CACHE_CLIENT_VARIABLES,
  COMMAND_VARIABLES,
  CONTENT_VARIABLES,
  EDGE_RELAY_VARIABLES,
  FRONT_VARIABLES,
  PAGE_CACHE_VARIABLES,
  PREVIEW_VARIABLES,
  PUSH_SENDER_VARIABLES,
  WEB_APP_VARIABLES,
} from './sets';
export {
  cacheServiceUrl,
  mediaDirOf,
  VARIABLE_GROUPS,
  VARIABLES,
  type VariableName,
} from './variables';
