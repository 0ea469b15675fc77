/**
 * Who is editing, for the versions a save keeps. The audit stamp a store receives names the account by
 * id and email; a version names it by id and display name, which only the verified token carries. The
 * interceptor keeps the signed-in staff member for the whole of an editing request (everything it
 * awaits included, as the request id is kept for the logger), so the stores' version entries read the
 * name without every layer passing it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { VersionAuthor } from '../contracts/version';
import type { AdminRequest } from '../nest/staff.guard';

const storage = new AsyncLocalStorage<VersionAuthor>();

/** Runs `fn` (and all it starts) as an edit by `editor`. */
export function runAsEditor<T>(editor: VersionAuthor, fn: () => T): T {
  return storage.run({ ...editor }, fn);
}

/** The staff member whose request this code runs for; undefined outside an editing request. */
export function currentEditor(): VersionAuthor | undefined {
  return storage.getStore();
}

/**
 * On a controller whose routes save versioned records: runs each handler as an edit by the staff member
 * the route's guard verified (`@StaffOnly` runs before any interceptor). Public routes pass as they are.
 */
@Injectable()
export class VersionEditorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { admin } = context.switchToHttp().getRequest<AdminRequest>();
    if (!admin) return next.handle();
    const editor = { id: admin.id, name: admin.name };
    return new Observable((subscriber) => runAsEditor(editor, () => next.handle().subscribe(subscriber)));
  }
}
