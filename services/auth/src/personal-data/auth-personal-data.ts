/**
 * What auth keeps about a person, by address: their staff account (as the owners' screen shows it:
 * never its password hash, two-step secret or set-password links) and its history in the audit log
 * (with, through the shared kit, the sign-ins refused for the address).
 *
 * Erasing a staff member's address while an account signs in with it is refused (409
 * PERSONAL_DATA.STAFF_ACCOUNT): the account is deleted first on the accounts screen, which refuses to
 * remove the last owner and ends the account's sessions. What is left then (the deleted account's
 * history, sign-ins and refused sign-ins) is redacted by the erasure; the entries stay, so the log still
 * says that someone signed in and what they changed.
 */
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ERROR_CODES } from '@madar/shared';
import { conflict } from '@madar/shared/nest';
import { PersonalDataKinds, type PersonalDataKind } from '@madar/shared/personal-data';
import { AccountStore, publicAccount } from '../accounts/accounts.store';

@Injectable()
export class AuthPersonalData extends PersonalDataKinds {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  /** The auth module keeps its store to itself; privacy requests reach into it. */
  private get accounts(): AccountStore {
    return this.moduleRef.get(AccountStore, { strict: false });
  }

  kinds(): readonly PersonalDataKind[] {
    return [
      {
        name: 'accounts',
        type: 'account',
        find: async (email) => {
          const account = await this.accounts.findByEmail(email);
          return account ? [{ id: account.id, record: { ...publicAccount(account) } }] : [];
        },
        // assertErasable lets an erasure through only once no account holds the address.
        erase: () => Promise.resolve({ accounts: 0 }),
      },
    ];
  }

  override async assertErasable(email: string): Promise<void> {
    if (await this.accounts.findByEmail(email)) {
      throw conflict(
        ERROR_CODES.PERSONAL_DATA_STAFF_ACCOUNT,
        'A staff account signs in with this address: delete the account first, then erase',
      );
    }
  }
}
