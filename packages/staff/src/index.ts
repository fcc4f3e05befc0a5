// The console's staff: accounts, roles and permissions, one-time links, the audit log.
export {
  type Actor,
  type AuditEntry,
  type AuditFilterInput,
  type AuditRow,
  audit,
  COMMAND_LINE,
  listAudit,
} from './audit';
export { checkLink, createLink, type LinkState } from './links';
export { LOGIN_RATES, type Limiter, type LoginLimits } from './login-limits';
export {
  ACTIONS,
  type Action,
  actionsOf,
  can,
  isAction,
  isRole,
  ROLES,
  type Role,
} from './permissions';
export { decide, type Staff, staffOfRequest } from './session';
export {
  completePasswordLink,
  completeSetup,
  type LinkFailure,
  linkUrl,
  PASSWORD_PATH,
  prepareSetupLink,
  SETUP_PATH,
} from './setup';
export {
  addUser,
  DisplayName,
  Email,
  endSessions,
  findUser,
  listUsers,
  Password,
  PASSWORD_MAX,
  PASSWORD_MIN,
  setDisabled,
  setPassword,
  setRole,
  StaffError,
  type StaffUser,
} from './users';
