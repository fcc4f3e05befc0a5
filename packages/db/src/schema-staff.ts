import type { Generated } from 'kysely';

/**
 * The console's staff tables (migration 0014_staff): better-auth's four tables under our names,
 * the one-time password links and the audit log. Times are ISO-8601 text, flags 0/1, as in
 * every other table (schema.ts).
 */
export interface StaffDatabase {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_accounts: StaffAccountTable;
  staff_verifications: StaffVerificationTable;
  staff_links: StaffLinkTable;
  staff_audit: StaffAuditTable;
}

export type StaffRoleName = 'owner' | 'editor' | 'moderator' | 'analyst';

export interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: number;
  image: string | null;
  role: StaffRoleName;
  /** 1: may not sign in; its sessions were ended when it was set. */
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

/** A sign-in method of a user; here only `credential` (email + password, the hash in `password`). */
export interface StaffAccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: string | null;
  refresh_token_expires_at: string | null;
  scope: string | null;
  password: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** setup: the owner's first account; password: set a password (new account or reset). */
export type StaffLinkPurpose = 'setup' | 'password';

export interface StaffLinkTable {
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  purpose: StaffLinkPurpose;
  user_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  /** null: the operator's command line. */
  actor_id: string | null;
  actor_email: string;
  action: string;
  target: string;
  /** JSON object. */
  details: string;
}
