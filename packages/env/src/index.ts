export { type EnvOf, readEnv, shareWithProcess, type VariableSet, variableSet } from './env';
export {
  addressHashSalt,
  cacheAdminKey,
  keptSecret,
  localAdminKey,
  localStaffSecret,
  ADMIN_KEY_FILE,
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
  FRONT_VARIABLES,
  PAGE_CACHE_VARIABLES,
  PUSH_SENDER_VARIABLES,
  WEB_APP_VARIABLES,
} from './sets';
export { cacheServiceUrl, VARIABLE_GROUPS, VARIABLES, type VariableName } from './variables';
