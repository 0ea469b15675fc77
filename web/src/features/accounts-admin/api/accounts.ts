import {
  ACCOUNT_DEFAULT_SORT,
  ACCOUNT_SORT_FIELDS,
  type Account,
  type AccountSortField,
  type CreateAccountRequest,
  type CreatedAccount,
  type UpdateAccountRequest,
} from '@madar/shared';
import type { ListRules } from '@/components/admin/list-params';
import { useAdminList } from '@/components/admin/use-admin-list';
import { api } from '@/lib/api-client';

/** GET /api/auth/users (owners): one page of the staff accounts, searched and sorted by auth. */
export const ACCOUNT_LIST: ListRules<AccountSortField, never> = {
  path: '/auth/users',
  sortFields: ACCOUNT_SORT_FIELDS,
  defaultSort: ACCOUNT_DEFAULT_SORT,
};

export function useAccounts() {
  return useAdminList<Account, AccountSortField>(ACCOUNT_LIST);
}

const accountPath = (id: string) => `/auth/users/${encodeURIComponent(id)}`;

/** POST /api/auth/users: without a password the answer carries the one-time set-password link. */
export function createAccount(input: CreateAccountRequest): Promise<CreatedAccount> {
  return api.post<CreatedAccount>('/auth/users', input);
}

/** PATCH /api/auth/users/:id: name, role or disabled; a new role or disabling signs the person out. */
export function updateAccount(id: string, change: UpdateAccountRequest): Promise<Account> {
  return api.patch<Account>(accountPath(id), change);
}

export function deleteAccount(id: string): Promise<void> {
  return api.delete(accountPath(id));
}

/** DELETE /api/auth/users/:id/sessions: every token of the person is refused from now on. */
export function signOutAccount(id: string): Promise<void> {
  return api.delete(`${accountPath(id)}/sessions`);
}
